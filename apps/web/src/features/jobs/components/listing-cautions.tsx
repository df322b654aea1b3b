import type { JobHealth } from '@pathway/contracts';
import { jobFlagLabels, listingHealthTexts } from '@pathway/contracts/listing-health-texts';
import { TriangleAlertIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Whether a job has anything to warn about (docs/product/listing-health.md#what-students-see). */
export function hasCautions(health: JobHealth): boolean {
  return health.reportedClosed || health.linkBroken || health.flags.length > 0;
}

/**
 * What students should know before applying, on the job card and the job page: reported closed,
 * link may be broken, and each caution the import or a fee report raised.
 */
export function ListingCautions({ health, headingLevel }: { health: JobHealth; headingLevel?: 'h2' | 'h3' }) {
  if (!hasCautions(health)) return null;
  const Heading = headingLevel ?? 'p';
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {(health.reportedClosed || health.linkBroken) && (
        <div className="mb-2 flex flex-wrap gap-2">
          {health.reportedClosed && (
            <Badge variant="outline" className="border-amber-400 bg-white text-amber-950">
              {listingHealthTexts.reportedClosed}
            </Badge>
          )}
          {health.linkBroken && (
            <Badge variant="outline" className="border-amber-400 bg-white text-amber-950">
              {listingHealthTexts.linkBroken}
            </Badge>
          )}
        </div>
      )}
      {health.flags.length > 0 && (
        <>
          <Heading className="flex items-center gap-1.5 font-semibold">
            <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
            {listingHealthTexts.caution}
          </Heading>
          <ul className="mt-1 list-disc pl-6">
            {health.flags.map((flag) => (
              <li key={flag}>{jobFlagLabels[flag]}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
