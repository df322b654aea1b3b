import { type ApplicationStageCounts, type ApplicationStatus, applicationStatuses, applicationStatusLabels } from '@pathway/contracts';
import { cn } from '@/lib/utils';

const chipClass =
  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Filters by stage with each stage's count: toggle buttons (several may be on; none means every
 * stage), and All to clear them.
 */
export function StageFilter({
  selected,
  counts,
  onToggle,
  onClear,
}: {
  selected: readonly ApplicationStatus[];
  /** Every tracked application per stage; undefined while unknown. */
  counts: Partial<ApplicationStageCounts> | undefined;
  onToggle: (status: ApplicationStatus) => void;
  onClear: () => void;
}) {
  const total = counts ? applicationStatuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;
  const chip = (on: boolean) => cn(chipClass, on ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent');
  return (
    <div role="group" aria-label="Filter by stage" className="flex flex-wrap gap-2">
      <button type="button" aria-pressed={selected.length === 0} onClick={onClear} className={chip(selected.length === 0)}>
        All
        {total !== undefined && <Count value={total} />}
      </button>
      {applicationStatuses.map((status) => {
        const on = selected.includes(status);
        return (
          <button key={status} type="button" aria-pressed={on} onClick={() => onToggle(status)} className={chip(on)}>
            {applicationStatusLabels[status]}
            {counts?.[status] !== undefined && <Count value={counts[status]} />}
          </button>
        );
      })}
    </div>
  );
}

/** The count, read after its stage with a space ('Applied 3'). */
function Count({ value }: { value: number }) {
  return (
    <>
      {' '}
      <span className="rounded-full bg-secondary px-1.5 text-xs text-secondary-foreground">{value}</span>
    </>
  );
}
