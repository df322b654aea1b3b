import { consoleMessages, roleAllows } from '@pathway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { requireUser, signedInUser } from '../auth/auth.plugin.ts';
import type { AuditActor } from '../audit/audit.service.ts';

export type ConsoleRole = 'moderator' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The least role that may call a console route (docs/console-api.md#access); absent: admin. */
    consoleRole?: ConsoleRole;
  }
}

/** A console route as registered: what the access test walks (every one, not a sample). */
export interface ConsoleRoute {
  method: string;
  url: string;
  role: ConsoleRole;
}

const routeTables = new WeakMap<AppDeps, ConsoleRoute[]>();

/** Every route under /api/v1/admin of this app, with the role it needs. */
export function consoleRoutesOf(deps: AppDeps): readonly ConsoleRoute[] {
  return routeTables.get(deps) ?? [];
}

/**
 * onRequest: the caller must be signed in (401) with a role the route allows (403), before the
 * body is parsed, the params are validated or anything is looked up, so a student learns nothing
 * about any id.
 */
async function consoleGuard(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const needed = request.routeOptions.config.consoleRole ?? 'admin';
  if (!roleAllows(signedInUser(request).role, needed)) {
    request.log.warn({ event: 'console.forbidden', userId: request.user?.id, route: request.routeOptions.url }, 'console request refused: role');
    throw new AppError('FORBIDDEN', consoleMessages.forbidden);
  }
}

/**
 * Makes `scope` the console: every route registered in it (and its children) is guarded, listed in
 * the route table and never cached. Routes say who may call them with `config: { consoleRole }`.
 */
export function makeConsoleScope(scope: FastifyInstance): void {
  const table: ConsoleRoute[] = [];
  routeTables.set(scope.deps, table);
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, role: (route.config as { consoleRole?: ConsoleRole } | undefined)?.consoleRole ?? 'admin' });
    }
  });
  scope.addHook('onRequest', consoleGuard);
  // An unknown console path says no more to a student than a known one does.
  scope.setNotFoundHandler({ preHandler: consoleGuard }, async (request) => {
    throw new AppError('NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}.`);
  });
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** Who is acting, for the audit log. */
export function actorOf(request: FastifyRequest): AuditActor & { actorId: string } {
  return { actorId: signedInUser(request).id, ip: request.ip };
}
