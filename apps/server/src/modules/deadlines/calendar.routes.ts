import { errorEnvelopeSchema, singleLineText } from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { userForCalendarToken } from '../users/users.service.ts';
import { calendarFeed } from './calendar.ics.ts';
import { calendarEntries } from './deadlines.service.ts';

/**
 * `GET /calendar/{token}.ics` (docs/applications-api.md#calendar-feed): no sign-in, the token is
 * the key (calendar apps send no bearer header). An unknown, replaced or malformed token is 404
 * (a control character in it, 400, as in any field).
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const host = new URL(deps.config.publicUrl).hostname;

  app.get(
    '/calendar/:file',
    {
      schema: {
        tags: ['applications'],
        summary: 'My private calendar feed (iCalendar): closing dates of saved and tracked jobs, and next steps',
        params: z.object({ file: singleLineText().max(100, 'This calendar link is not valid.') }),
        response: { 200: z.string().describe('text/calendar'), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.ics$/.exec(request.params.file);
      const userId = match ? await userForCalendarToken(deps, match[1]!) : undefined;
      if (!userId) throw new AppError('NOT_FOUND', 'This calendar link does not work. Make a new one in your settings.');
      const entries = await calendarEntries(deps, userId);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="pathway.ics"')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(calendarFeed(entries, { publicUrl: deps.config.publicUrl, now: deps.now(), host }));
    },
  );
};
