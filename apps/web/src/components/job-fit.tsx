import type { EligibilityRule, Job, JobEligibility } from '@pathway/contracts';
import { CheckIcon, GraduationCapIcon, XIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/lib/routes';
import { cn } from '@/lib/utils';

/** "2026 or 2027 graduates", "B.Tech or B.E.", "CGPA 7.5+": a job's rules in words. */
export function eligibilityWords(rules: JobEligibility): string[] {
  const or = (items: readonly (string | number)[]) =>
    items.length === 1 ? String(items[0]) : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
  const words: string[] = [];
  if (rules.graduationYears) words.push(`${or(rules.graduationYears)} graduates`);
  if (rules.degrees) words.push(or(rules.degrees));
  if (rules.minCgpa !== undefined) words.push(`CGPA ${rules.minCgpa}+`);
  return words;
}

const failedWords = (rule: EligibilityRule, job: Job, graduationYear: number | null): string => {
  switch (rule) {
    case 'graduationYear':
      return graduationYear === null ? 'Not open to your batch' : `Not open to ${graduationYear} graduates`;
    case 'degree':
      return 'Not open to your degree';
    case 'cgpa':
      return `Needs a CGPA of ${job.eligibility?.minCgpa ?? ''}+`;
  }
};

/**
 * Who may apply, as a badge (docs/product/matches.md#on-the-page): for a signed-in student "Open to
 * your batch" or what excludes them ("Not open to 2027 graduates"); otherwise the job's rules.
 * Nothing for a job open to everyone.
 */
export function EligibilityBadge({ job, graduationYear }: { job: Job; graduationYear: number | null }) {
  if (!job.eligibility) return null;
  const check = job.eligibilityCheck;
  if (check?.eligible === true) {
    return (
      <Badge variant="outline" className="border-emerald-600 text-emerald-800 dark:text-emerald-300">
        <CheckIcon aria-hidden="true" />
        {job.eligibility.graduationYears ? 'Open to your batch' : 'You are eligible'}
      </Badge>
    );
  }
  if (check?.eligible === false) {
    return (
      <Badge variant="outline" className="border-destructive whitespace-normal text-destructive">
        <XIcon aria-hidden="true" />
        {failedWords(check.failed[0]!, job, graduationYear)}
      </Badge>
    );
  }
  return (
    <Badge variant="outline" className="whitespace-normal">
      <GraduationCapIcon aria-hidden="true" />
      {eligibilityWords(job.eligibility).join(' · ')}
    </Badge>
  );
}

/** Said instead of a match when the profile lists no skills: where to add them. */
export function AddSkillsHint({ className }: { className?: string | undefined }) {
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      <Link to={paths.profileSetup} className="font-medium text-primary underline underline-offset-4">
        Add your skills
      </Link>{' '}
      to your profile to see how well each job matches you.
    </p>
  );
}

/** "3 of 5 skills match · Missing: SQL, Excel". */
export function skillsLine(match: NonNullable<Job['match']>): string {
  const { matched, missing } = match.skills;
  const total = matched.length + missing.length;
  if (total === 0) return 'This job lists no skills';
  const head = missing.length > 0 ? `${matched.length} of ${total} skills match` : total === 1 ? 'Its one skill matches' : `All ${total} skills match`;
  return missing.length === 0 ? head : `${head} · Missing: ${missing.join(', ')}`;
}

/**
 * How the job fits the signed-in student, in words: skills, then location and type against the
 * stated preferences (a line only where the profile states them). Without skills in the profile,
 * where to add them instead.
 */
export function JobFit({ job, signedIn, hint = false, className }: { job: Job; signedIn: boolean; hint?: boolean; className?: string }) {
  const { match } = job;
  if (!signedIn) return null;
  if (!match) return hint ? <AddSkillsHint className={className} /> : null;
  const lines = [skillsLine(match)];
  if (match.location !== null) lines.push(match.location ? 'In a location you prefer' : 'Not in your preferred locations');
  if (match.type !== null) lines.push(match.type ? `${job.type}, a type you prefer` : `${job.type} is not a type you prefer`);
  return (
    <ul aria-label="How this job matches your profile" className={cn('flex flex-col gap-0.5 text-sm', className)}>
      {lines.map((line, i) => (
        <li key={line} className={i === 0 ? 'font-medium' : 'text-muted-foreground'}>
          {line}
        </li>
      ))}
    </ul>
  );
}
