import { jobTypes } from '@pathway/contracts/constants';
import { type ReactNode, useId } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useLogError } from '@/hooks/use-log-error';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { useJobOptions } from '../api/get-job-options';
import {
  ALL,
  type JobFilterChange,
  type JobSearch,
  workModeLabel,
  workModeOptions,
} from '../job-search-params';
import { AdvancedFilters } from './advanced-filters';
import { choiceInputClasses } from './choice-input-classes';

export interface JobFiltersProps {
  search: JobSearch;
  onChange: (change: JobFilterChange) => void;
  premium: boolean;
  className?: string;
}

// Plain ASCII names: compared without Intl, whose first use (localeCompare with options) loads
// collation data in a long task while the page starts.
const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);
const sortedJobTypes = [...jobTypes].sort(byName);

/** The option list, keeping the selected value even when the list (still) lacks it. */
function withSelected(options: string[], selected: readonly string[]): string[] {
  const missing = selected.filter((value) => !options.some((o) => o.toLowerCase() === value.toLowerCase()));
  return [...options, ...missing];
}

function FilterGroup({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function SelectFilter({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string | null;
  options: string[];
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
        className={cn(fieldClasses, 'h-10 py-2 pr-8')}
      >
        <option value={ALL}>{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filter sidebar (docs/product/catalogue.md#the-job-list): job type (one, or all), work mode
 * (any number), location and domain (one, or all), companies (any number, in a scrolling list), and
 * the advanced filters, locked for free accounts. Every change applies at once.
 */
export function JobFilters({ search, onChange, premium, className }: JobFiltersProps) {
  const groupName = useId();
  const { user } = useAuth();
  const types = useJobOptions('types');
  const locations = useJobOptions('locations');
  const domains = useJobOptions('domains');
  const companies = useJobOptions('companies');
  useLogError('Could not load the job types', types.error);
  useLogError('Could not load the locations', locations.error);
  useLogError('Could not load the domains', domains.error);
  useLogError('Could not load the companies', companies.error);

  // Until (or unless) the server's list arrives, the contract's types stand in, sorted as the server
  // sorts: its list is a subset of them, so nothing moves when it arrives.
  const typeOptions = withSelected(types.data ?? sortedJobTypes, search.type ? [search.type] : []);
  const locationOptions = withSelected(locations.data ?? [], search.location ? [search.location] : []);
  const domainOptions = withSelected(domains.data ?? [], search.domain ? [search.domain] : []);
  const companyOptions = withSelected(companies.data ?? [], search.companies);

  const isChecked = (company: string) => search.companies.some((c) => c.toLowerCase() === company.toLowerCase());
  const toggleCompany = (company: string, checked: boolean) =>
    onChange({
      companies: checked
        ? [...search.companies, company]
        : search.companies.filter((c) => c.toLowerCase() !== company.toLowerCase()),
    });

  return (
    <div className={cn('flex flex-col gap-6', className)}>
      {user && (
        <FilterGroup legend="Eligibility">
          <label className="flex cursor-pointer items-start gap-2 text-sm">
            <input
              type="checkbox"
              checked={search.eligible}
              onChange={(event) => onChange({ eligible: event.target.checked })}
              className={cn(choiceInputClasses, 'mt-0.5')}
            />
            <span>
              Only jobs I&apos;m eligible for
              <span className="block text-xs text-muted-foreground">By your graduation year, course and CGPA</span>
            </span>
          </label>
        </FilterGroup>
      )}

      <FilterGroup legend="Job type">
        <div className="flex flex-col gap-2">
          {[ALL, ...typeOptions].map((type) => {
            const value = type === ALL ? null : type;
            const checked = (search.type?.toLowerCase() ?? null) === (value?.toLowerCase() ?? null);
            return (
              <label key={type} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={groupName}
                  value={type}
                  checked={checked}
                  onChange={() => onChange({ type: value })}
                  className={choiceInputClasses}
                />
                {type === ALL ? 'All types' : type}
              </label>
            );
          })}
        </div>
      </FilterGroup>

      <FilterGroup legend="Work mode">
        <div className="flex flex-col gap-2">
          {workModeOptions.map((mode) => (
            <label key={mode} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={mode}
                checked={search.workMode.includes(mode)}
                onChange={(event) =>
                  onChange({
                    workMode: workModeOptions.filter((m) =>
                      m === mode ? event.target.checked : search.workMode.includes(m),
                    ),
                  })
                }
                className={choiceInputClasses}
              />
              {workModeLabel(mode)}
            </label>
          ))}
        </div>
      </FilterGroup>

      <SelectFilter
        label="Location"
        allLabel="All locations"
        value={search.location}
        options={locationOptions}
        onChange={(location) => onChange({ location })}
      />

      <SelectFilter
        label="Domain"
        allLabel="All domains"
        value={search.domain}
        options={domainOptions}
        onChange={(domain) => onChange({ domain })}
      />

      <FilterGroup legend="Companies">
        {companies.isPending && companyOptions.length === 0 ? (
          // The list's full height, so nothing below it moves when the companies arrive.
          <div aria-hidden="true" className="flex h-40 flex-col gap-3 overflow-hidden rounded-md border p-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-4 w-3/4 shrink-0" />
            ))}
          </div>
        ) : companyOptions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No companies</p>
        ) : (
          <div className="max-h-40 overflow-y-auto rounded-md border p-2">
            <div className="flex flex-col gap-2">
              {companyOptions.map((company) => (
                <label key={company} className="flex cursor-pointer items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={isChecked(company)}
                    onChange={(event) => toggleCompany(company, event.target.checked)}
                    className={cn(choiceInputClasses, 'mt-0.5')}
                  />
                  <span className="min-w-0 break-words">{company}</span>
                </label>
              ))}
            </div>
          </div>
        )}
      </FilterGroup>

      <AdvancedFilters search={search} onChange={onChange} premium={premium} />
    </div>
  );
}
