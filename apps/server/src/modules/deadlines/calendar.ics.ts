import { applicationStatusLabels, closingDay } from '@pathway/contracts';
import ical, { ICalEventTransparency } from 'ical-generator';
import type { NextStep } from '../applications/applications.service.ts';
import type { ClosingEvent } from './deadlines.service.ts';

/** A next step is shown as an hour from its time. */
const NEXT_STEP_MINUTES = 60;
/** Calendar apps are asked to fetch the feed again after this long. */
const REFRESH_SECONDS = 60 * 60;

/** The instant at 00:00 UTC of an India 'YYYY-MM-DD': ical-generator writes an all-day date from its UTC parts. */
function utcMidnight(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/**
 * The feed as iCalendar text (RFC 5545). UIDs are stable (one per job's closing date and one per
 * application's next step), so calendar apps update events instead of adding them again.
 * Closing dates are all-day events on the last day to apply in India, shown as free time.
 */
export function calendarFeed(
  entries: { closing: readonly ClosingEvent[]; nextSteps: readonly NextStep[] },
  options: { publicUrl: string; now: Date; host: string },
): string {
  const calendar = ical({
    name: 'Pathway: deadlines and next steps',
    prodId: { company: 'Pathway', product: 'Application tracker', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const job of entries.closing) {
    const day = closingDay(job.closingDate);
    const end = new Date(utcMidnight(day).getTime() + 24 * 60 * 60 * 1000);
    const jobUrl = `${options.publicUrl}/jobs/${job.jobId}`;
    calendar.createEvent({
      id: `closing-${job.jobId}@${options.host}`,
      stamp: options.now,
      start: utcMidnight(day),
      end,
      allDay: true,
      transparency: ICalEventTransparency.TRANSPARENT,
      summary: `Closes: ${job.title} at ${job.company}`,
      description: `Last day to apply${job.status ? ` (on your tracker: ${applicationStatusLabels[job.status]})` : ''}.\n${jobUrl}`,
      url: jobUrl,
    });
  }
  for (const step of entries.nextSteps) {
    calendar.createEvent({
      id: `next-step-${step.applicationId}@${options.host}`,
      stamp: options.now,
      start: step.nextStepAt,
      end: new Date(step.nextStepAt.getTime() + NEXT_STEP_MINUTES * 60 * 1000),
      summary: `Next step: ${step.title} at ${step.company}`,
      description: `${applicationStatusLabels[step.status]} on your Pathway tracker.\n${options.publicUrl}/applications`,
      url: `${options.publicUrl}/applications`,
    });
  }
  return calendar.toString();
}
