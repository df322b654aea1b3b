import type { JobHealth } from '@pathway/contracts';
import { listingHealthTexts } from '@pathway/contracts/listing-health-texts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * While students' fee report waits for a moderator, Apply Now stays behind a warning that the
 * student may read and pass (docs/product/listing-health.md#fee-reports).
 */
export function FeeGate({ health, children }: { health: JobHealth; children: ReactNode }) {
  const [passed, setPassed] = useState(false);
  const revealed = useRef<HTMLDivElement>(null);
  const warningId = useId();
  const gated = health.flags.includes('fee_reported') && !passed;

  useEffect(() => {
    // The button that was pressed is gone: focus moves to what it revealed.
    if (passed) revealed.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [passed]);

  if (!gated) return <div ref={revealed} className="contents">{children}</div>;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p id={warningId}>{listingHealthTexts.feeWarning}</p>
      <Button variant="outline" className="mt-3 w-full bg-white" aria-describedby={warningId} onClick={() => setPassed(true)}>
        {listingHealthTexts.feeContinue}
      </Button>
    </div>
  );
}
