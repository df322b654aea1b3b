import { useId } from 'react';
import { Progress } from '@/components/ui/progress';

/** One monthly limit and how much of it is used (`GET /subscription/info`); `limit` null is unlimited. */
export function UsageMeter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const labelId = useId();
  if (limit === null) {
    return (
      <div className="flex justify-between gap-4 text-sm">
        <span id={labelId}>{label}</span>
        <span className="font-medium">{used} · unlimited</span>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <div className="flex justify-between gap-4">
        <span id={labelId}>{label}</span>
        <span className="font-medium">
          {Math.min(used, limit)} of {limit}
        </span>
      </div>
      <Progress value={limit === 0 ? 100 : (used / limit) * 100} aria-labelledby={labelId} />
    </div>
  );
}
