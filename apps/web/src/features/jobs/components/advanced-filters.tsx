import { LockIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/routes';
import { cn } from '@/lib/utils';
import {
  experienceLabel,
  experienceOptions,
  type JobFilterChange,
  type JobSearch,
  salaryLabel,
  salaryOptions,
} from '../job-search-params';
import { choiceInputClasses } from './choice-input-classes';

function BucketGroup<T extends string>({
  legend,
  options,
  selected,
  label,
  hint,
  onChange,
}: {
  legend: string;
  /** A line under the legend, which also describes the group. */
  hint?: string;
  options: readonly T[];
  selected: readonly T[];
  label: (bucket: T) => string;
  onChange: (selected: T[]) => void;
}) {
  const hintId = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={hint ? hintId : undefined}>
      <legend className={cn('text-sm font-semibold', hint ? 'mb-1' : 'mb-2')}>{legend}</legend>
      {hint && (
        <p id={hintId} className="mb-2 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {options.map((bucket) => (
          <label key={bucket} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={selected.includes(bucket)}
              onChange={(event) =>
                onChange(event.target.checked ? [...selected, bucket] : selected.filter((b) => b !== bucket))
              }
              className={choiceInputClasses}
            />
            {label(bucket)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Experience and salary (docs/product/catalogue.md#advanced-filters). For guests and free accounts
 * the panel is greyed out, its controls disabled, under an overlay with an Upgrade Now link; the
 * server refuses these filters to them as well.
 */
export function AdvancedFilters({
  search,
  onChange,
  premium,
}: {
  search: JobSearch;
  onChange: (change: JobFilterChange) => void;
  premium: boolean;
}) {
  const headingId = useId();
  const noticeId = useId();
  return (
    <section aria-labelledby={headingId} className="relative">
      <h3 id={headingId} className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Advanced filters
      </h3>
      <fieldset
        disabled={!premium}
        aria-describedby={premium ? undefined : noticeId}
        className={cn('flex min-w-0 flex-col gap-6', !premium && 'pointer-events-none text-muted-foreground select-none')}
      >
        <BucketGroup
          legend="Experience"
          options={experienceOptions}
          selected={premium ? search.experience : []}
          label={experienceLabel}
          onChange={(experience) => onChange({ experience })}
        />
        <BucketGroup
          legend="Salary"
          // The server counts internship and part-time stipends in the LPA buckets too.
          hint="Monthly stipends count as 12 months."
          options={salaryOptions}
          selected={premium ? search.salary : []}
          label={salaryLabel}
          onChange={(salary) => onChange({ salary })}
        />
      </fieldset>
      {!premium && (
        <div className="absolute inset-0 top-7 flex flex-col items-center justify-center gap-3 rounded-lg border bg-background/90 p-4 text-center">
          <LockIcon aria-hidden="true" className="size-5 text-primary" />
          <p id={noticeId} className="text-sm font-medium text-foreground">
            Advanced filters are available for Premium users only.
          </p>
          <Button asChild size="sm">
            <Link to={paths.pricing}>Upgrade Now</Link>
          </Button>
        </div>
      )}
    </section>
  );
}
