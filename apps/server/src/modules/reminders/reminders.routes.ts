import {
  errorEnvelopeSchema,
  singleLineText,
  followUpAnswerQuerySchema,
  followUpAnswerResponseSchema,
  reminderMessages,
  savedSearchMessages,
  dismissJobResponseSchema,
  successEnvelope,
  unsubscribeResponseSchema,
  type FollowUpAnswer,
} from '@pathway/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { dismissJob, isSearchUnsubscribeToken, previewDismiss, searchUnsubscribeTarget, unsubscribeSearch } from '../saved-searches/saved-searches.service.ts';
import {
  answeredPage,
  confirmAnswerPage,
  confirmDismissPage,
  confirmSearchUnsubscribePage,
  confirmUnsubscribePage,
  dismissedPage,
  invalidLinkPage,
  searchUnsubscribedPage,
  unsubscribedPage,
} from './reminders.pages.ts';
import { answerFollowUp, previewAnswer, unsubscribe, unsubscribeTarget } from './reminders.service.ts';

const error = errorEnvelopeSchema;
const tags = ['reminders'];
/** RFC 8058's body is `List-Unsubscribe=One-Click`; nothing larger is expected. */
const BODY_LIMIT_BYTES = 4 * 1024;

// Control characters are refused as in every other field (docs/input-rules.md): a 400 naming the field.
const tokenParams = z.object({ token: singleLineText().max(200) });
const answerQuery = z.object({ answer: singleLineText().max(40).optional() });
const html = z.string().describe('text/html: a small page');

/** A person's browser (the page's button) rather than a mail app's one-click POST or an API client. */
const wantsHtml = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/html');

function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page);
}

function parseAnswer(value: string | undefined): FollowUpAnswer {
  const parsed = followUpAnswerQuerySchema.safeParse({ answer: value });
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', reminderMessages.answerUnknown, { answer: reminderMessages.answerUnknown });
  return parsed.data.answer;
}

/**
 * The links of reminder mails, without sign-in (docs/product/reminders.md#links): one-click
 * unsubscribe (RFC 8058) and the follow-ups' one-click answers. Each GET shows a page that asks;
 * each POST does it (a page for a browser, the envelope for anything else).
 */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { publicUrl } = deps.config;
  /** The page's own address (the form posts back to it). */
  const here = (request: FastifyRequest) => request.url.split('?')[0]!;

  /** An AppError as a page for a browser; thrown on (to the envelope) for anything else. */
  const failed = (request: FastifyRequest, reply: FastifyReply, err: unknown) => {
    if (err instanceof AppError && err.status < 500 && wantsHtml(request)) return sendPage(reply, err.status, invalidLinkPage(publicUrl, err.message));
    throw err;
  };

  // The one-click POST of a mail app carries a form body (urlencoded or multipart) that is not needed:
  // the token in the address says everything. Any body is accepted and ignored here, and only here.
  await app.register(async (scope) => {
    const links = scope.withTypeProvider<ZodTypeProvider>();
    links.removeAllContentTypeParsers();
    links.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_request, _body, done) => done(null, undefined));

    links.get(
      '/unsubscribe/:token',
      {
        schema: {
          tags,
          summary: 'A page asking to confirm the unsubscribe (a GET never changes anything)',
          params: tokenParams,
          response: { 200: html, 400: error, 404: html },
        },
      },
      async (request, reply) => {
        const target = unsubscribeTarget(deps, request.params.token);
        if (!target) {
          // Or one saved search's alerts (docs/product/alerts.md#links).
          const search = await searchUnsubscribeTarget(deps, request.params.token);
          if (search) return sendPage(reply, 200, confirmSearchUnsubscribePage(publicUrl, search.savedSearch.name, here(request)));
          return sendPage(reply, 404, invalidLinkPage(publicUrl));
        }
        return sendPage(reply, 200, confirmUnsubscribePage(publicUrl, target.kind, here(request)));
      },
    );

    links.post(
      '/unsubscribe/:token',
      {
        bodyLimit: BODY_LIMIT_BYTES,
        schema: {
          tags,
          summary: "One-click unsubscribe (RFC 8058): turns that kind of reminder mail, or that saved search's alerts, off for the link's user, no sign-in",
          params: tokenParams,
          response: { 200: successEnvelope(unsubscribeResponseSchema).or(html), 400: error.or(html), 404: error.or(html), 413: error, 429: error },
        },
      },
      async (request, reply) => {
        try {
          if (isSearchUnsubscribeToken(deps, request.params.token)) {
            const search = await unsubscribeSearch(deps, request.params.token);
            if (!search) throw new AppError('NOT_FOUND', reminderMessages.linkInvalid);
            request.log.info({ event: 'alerts.unsubscribed', savedSearchId: search._id }, "unsubscribed from a saved search's alerts");
            if (wantsHtml(request)) return sendPage(reply, 200, searchUnsubscribedPage(publicUrl, search.name));
            return reply
              .header('cache-control', 'no-store')
              .send(ok({ kind: 'savedSearch' as const, savedSearchId: search._id, unsubscribed: true as const }, savedSearchMessages.unsubscribed(search.name)));
          }
          const { kind } = await unsubscribe(deps, request.params.token);
          request.log.info({ event: 'reminders.unsubscribed', kind }, 'unsubscribed from a kind of reminder mail');
          if (wantsHtml(request)) return sendPage(reply, 200, unsubscribedPage(publicUrl, kind));
          return reply.header('cache-control', 'no-store').send(ok({ kind, unsubscribed: true as const }, reminderMessages.unsubscribed(kind)));
        } catch (err) {
          return failed(request, reply, err);
        }
      },
    );

    links.get(
      '/reminders/answer/:token',
      {
        schema: {
          tags,
          summary: "A page asking to confirm a follow-up mail's answer (a GET never changes anything)",
          params: tokenParams,
          querystring: answerQuery,
          response: { 200: html, 400: error.or(html), 404: html },
        },
      },
      async (request, reply) => {
        try {
          const view = await previewAnswer(deps, request.params.token, parseAnswer(request.query.answer));
          const action = `${here(request)}?answer=${view.answer}`;
          return sendPage(reply, 200, confirmAnswerPage(publicUrl, view, action));
        } catch (err) {
          if (err instanceof AppError && err.status < 500) return sendPage(reply, err.status, invalidLinkPage(publicUrl, err.message));
          throw err;
        }
      },
    );

    links.post(
      '/reminders/answer/:token',
      {
        bodyLimit: BODY_LIMIT_BYTES,
        schema: {
          tags,
          summary: "A follow-up mail's one-click answer: moves the tracked application (while still applied), no sign-in",
          params: tokenParams,
          querystring: answerQuery,
          response: { 200: successEnvelope(followUpAnswerResponseSchema).or(html), 400: error.or(html), 404: error.or(html), 413: error, 429: error },
        },
      },
      async (request, reply) => {
        try {
          const result = await answerFollowUp(deps, request.params.token, parseAnswer(request.query.answer));
          if (result.changed) {
            request.log.info({ event: 'reminders.answered', answer: result.view.answer, applicationId: result.view.application._id }, 'follow-up answered');
          }
          if (wantsHtml(request)) return sendPage(reply, 200, answeredPage(publicUrl, result));
          const message = result.changed
            ? reminderMessages.answered(result.status)
            : result.view.answer === 'not_yet' && result.status === 'applied'
              ? reminderMessages.answered(null)
              : reminderMessages.alreadyChanged;
          return reply.header('cache-control', 'no-store').send(ok({ changed: result.changed, status: result.status }, message));
        } catch (err) {
          return failed(request, reply, err);
        }
      },
    );

    links.get(
      '/alerts/dismiss/:token',
      {
        schema: {
          tags,
          summary: "A page asking to confirm an alert mail's \"Not interested\" (a GET never changes anything)",
          params: tokenParams,
          response: { 200: html, 400: error, 404: html },
        },
      },
      async (request, reply) => {
        const view = await previewDismiss(deps, request.params.token);
        if (!view) return sendPage(reply, 404, invalidLinkPage(publicUrl));
        return sendPage(reply, 200, confirmDismissPage(publicUrl, view, here(request)));
      },
    );

    links.post(
      '/alerts/dismiss/:token',
      {
        bodyLimit: BODY_LIMIT_BYTES,
        schema: {
          tags,
          summary: "An alert mail's \"Not interested\": later alerts leave that job out, no sign-in",
          params: tokenParams,
          response: { 200: successEnvelope(dismissJobResponseSchema).or(html), 400: error.or(html), 404: error.or(html), 413: error, 429: error },
        },
      },
      async (request, reply) => {
        try {
          const view = await dismissJob(deps, request.params.token);
          if (!view) throw new AppError('NOT_FOUND', reminderMessages.linkInvalid);
          request.log.info({ event: 'alerts.dismissed', jobId: view.jobId }, 'job dismissed from alerts');
          if (wantsHtml(request)) return sendPage(reply, 200, dismissedPage(publicUrl, view));
          return reply.header('cache-control', 'no-store').send(ok({ jobId: view.jobId, dismissed: true as const }, savedSearchMessages.dismissed));
        } catch (err) {
          return failed(request, reply, err);
        }
      },
    );
  });
};
