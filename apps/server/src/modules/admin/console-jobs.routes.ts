import {
  adminJobDeleteSchema,
  adminJobDetailSchema,
  adminJobImportResultSchema,
  adminJobImportSchema,
  adminJobListQuerySchema,
  adminJobListResponseSchema,
  adminJobSchema,
  adminJobUpdateSchema,
  adminOverviewQuerySchema,
  adminOverviewSchema,
  adminReportListQuerySchema,
  adminReportListResponseSchema,
  adminReportResolveSchema,
  CONSOLE_JOB_LIMITS,
  consoleJobMessages,
  errorEnvelopeSchema,
  idParamsSchema,
  successEnvelope,
} from '@pathway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { consoleJob, deleteJobInConsole, importJobsInConsole, listJobsForConsole, updateJobInConsole } from '../jobs/console-jobs.service.ts';
import { listReportsForConsole, resolveReportInConsole } from '../listing-health/moderation.service.ts';
import { overview } from '../stats/overview.service.ts';
import { actorOf } from './console.guard.ts';

const error = errorEnvelopeSchema;
const security = [{ bearerAuth: [] }];
const tags = ['console'];
const guarded = { 400: error, 401: error, 403: error, 404: error, 429: error };
const moderator = { consoleRole: 'moderator' as const };
const admin = { consoleRole: 'admin' as const };
/** The import's body: the file as JSON-escaped text, which may take up to twice its bytes (quotes, line breaks). */
const IMPORT_BODY_LIMIT = 2 * CONSOLE_JOB_LIMITS.importBytes + 64 * 1024;

/** Overview, Jobs and Moderation (docs/console-api.md); registered inside the console scope. */
export const consoleJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/overview',
    { config: admin, schema: { tags, security, summary: 'Figures over a range of days (India): sign-ups, activity, views, applications, premium, mails, reports', querystring: adminOverviewQuerySchema, response: { 200: successEnvelope(adminOverviewSchema), ...guarded } } },
    async (request) => ok(await overview(deps, request.query)),
  );

  app.get(
    '/jobs',
    { config: moderator, schema: { tags, security, summary: 'Every job, active, expired or hidden', querystring: adminJobListQuerySchema, response: { 200: successEnvelope(adminJobListResponseSchema), ...guarded } } },
    async (request) => ok(await listJobsForConsole(deps, request.query)),
  );

  app.get(
    '/jobs/:id',
    { config: moderator, schema: { tags, security, summary: 'One job with every field the import sets', params: idParamsSchema, response: { 200: successEnvelope(adminJobDetailSchema), ...guarded } } },
    async (request) => ok(await consoleJob(deps, request.params.id)),
  );

  app.patch(
    '/jobs/:id',
    { config: moderator, schema: { tags, security, summary: "Edit with the import's rules, feature, expire, hide or restore (a reason for a status)", params: idParamsSchema, body: adminJobUpdateSchema, response: { 200: successEnvelope(adminJobSchema), ...guarded } } },
    async (request) => ok(await updateJobInConsole(deps, actorOf(request), request.params.id, request.body), consoleJobMessages.updated),
  );

  app.delete(
    '/jobs/:id',
    { config: moderator, schema: { tags, security, summary: 'Delete a job, with a reason', params: idParamsSchema, body: adminJobDeleteSchema, response: { 200: successEnvelope(z.null()), ...guarded } } },
    async (request) => {
      await deleteJobInConsole(deps, actorOf(request), request.params.id, request.body.reason);
      return ok(null, consoleJobMessages.deleted);
    },
  );

  app.post(
    '/jobs/import',
    {
      config: moderator,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, security, summary: 'Import a CSV or JSON file: a dry run lists each bad row; a commit is all or nothing', body: adminJobImportSchema, response: { 200: successEnvelope(adminJobImportResultSchema), 413: error, ...guarded } },
    },
    async (request) => {
      const result = await importJobsInConsole(deps, actorOf(request), request.body);
      return ok(result, result.dryRun ? consoleJobMessages.dryRunOk : consoleJobMessages.imported);
    },
  );

  app.get(
    '/reports',
    { config: moderator, schema: { tags, security, summary: 'The moderation queue: listing reports, oldest first', querystring: adminReportListQuerySchema, response: { 200: successEnvelope(adminReportListResponseSchema), ...guarded } } },
    async (request) => ok(await listReportsForConsole(deps, request.query)),
  );

  app.post(
    '/reports/:id/resolve',
    { config: moderator, schema: { tags, security, summary: 'Confirm (take the job down) or dismiss a report, with a reason', params: idParamsSchema, body: adminReportResolveSchema, response: { 200: successEnvelope(z.object({ resolved: z.number().int() })), 409: error, ...guarded } } },
    async (request) => {
      const result = await resolveReportInConsole(deps, actorOf(request), request.params.id, request.body);
      return ok(result, request.body.action === 'confirm' ? consoleJobMessages.reportConfirmed : consoleJobMessages.reportDismissed);
    },
  );
};
