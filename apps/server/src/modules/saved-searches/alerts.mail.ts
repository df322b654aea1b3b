import { ALERT_MAIL_MAX_JOBS, alertFrequencyLabels, RUPEES_PER_LAKH, type AlertFrequency, type JobListItem } from '@pathway/contracts';
import { renderEmail, type RenderedEmail } from '../../platform/mail/render.ts';

/**
 * The alert mail of a saved search (docs/product/alerts.md#the-mail). The subject names the search,
 * never the person (the mailer logs subjects). It lists the first ALERT_MAIL_MAX_JOBS jobs, each with
 * a "Not interested" link, then links to the search on Pathway for the rest.
 */

const lpa = (rupees: number) => (rupees / RUPEES_PER_LAKH).toFixed(1);

/** Pay as the job card shows it: the salary in LPA when stated, else the stipend. */
function payText(job: JobListItem): string {
  if (job.salary.max > 0) {
    return job.salary.min > 0 && job.salary.min !== job.salary.max ? `₹${lpa(job.salary.min)}–${lpa(job.salary.max)} LPA` : `₹${lpa(job.salary.max)} LPA`;
  }
  return job.stipend;
}

export interface AlertMail {
  firstName: string;
  searchName: string;
  frequency: Exclude<AlertFrequency, 'off'>;
  /** Every job the mail is about, in order; the first ALERT_MAIL_MAX_JOBS are listed. */
  jobs: { job: JobListItem; url: string; dismissUrl: string }[];
  /** More matched than were looked at: the count is a lower bound. */
  more: boolean;
  searchUrl: string;
  savedSearchesUrl: string;
  unsubscribeUrl: string;
}

export const alertSubject = (count: number, more: boolean, name: string) =>
  `${count}${more ? '+' : ''} new ${count === 1 && !more ? 'job' : 'jobs'} for "${name}"`;

export function alertMail(m: AlertMail): RenderedEmail {
  const count = m.jobs.length;
  const subject = alertSubject(count, m.more, m.searchName);
  const shown = m.jobs.slice(0, ALERT_MAIL_MAX_JOBS);
  const rest = count - shown.length;
  return renderEmail({
    kind: 'saved-search-alert',
    subject,
    preheader: shown.map((j) => `${j.job.title} at ${j.job.company}`).join(', '),
    heading: subject,
    blocks: [
      { kind: 'paragraph', text: `Hi ${m.firstName},\nThese jobs were added to Pathway since our last alert for your saved search "${m.searchName}".` },
      ...shown.map(({ job, url, dismissUrl }) => ({
        kind: 'job' as const,
        title: `${job.title} at ${job.company}`,
        url,
        meta: [job.location, job.type, payText(job)].filter(Boolean).join(' · '),
        links: [{ label: 'Not interested', url: dismissUrl }],
      })),
      ...(rest > 0 || m.more
        ? [{ kind: 'paragraph' as const, text: m.more ? `And more than ${rest} other new jobs.` : `And ${rest} more new ${rest === 1 ? 'job' : 'jobs'}.` }]
        : []),
      { kind: 'button', label: 'Open this search on Pathway', url: m.searchUrl },
      { kind: 'paragraph', text: `Change how often we email you, or pause this alert: ${m.savedSearchesUrl}` },
    ],
    footnote: `You get this because you saved the search "${m.searchName}" on Pathway with alerts set to ${alertFrequencyLabels[m.frequency].toLowerCase()}.`,
    footerLink: { label: `Unsubscribe from alerts for "${m.searchName}"`, url: m.unsubscribeUrl },
  });
}
