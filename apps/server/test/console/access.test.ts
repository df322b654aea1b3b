import { consoleMessages } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleRoutesOf } from '../../src/modules/admin/console.guard.ts';
import { API, caller, member, moderator, startConsole, type Caller, type Console } from './helpers.ts';

let c: Console;
let student: Caller;
let mod: Caller;
let guest: Caller;

beforeAll(async () => {
  c = await startConsole();
  student = (await member(c.a)).api;
  mod = (await moderator(c)).api;
  guest = caller(c.a, undefined);
});
afterAll(async () => {
  await c?.close();
});

const routes = () => consoleRoutesOf(c.a.t.app.deps);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The route's path with its params filled: a well-formed unknown id, or something that is no id at all. */
function pathOf(url: string, id: string): string {
  return url.slice(API.length).replace(/:[A-Za-z]+/g, id);
}

/** Bodies that would each be refused (or found wrong) if the guard let the request through. */
const BODIES: (object | string | undefined)[] = [undefined, '{"not json', { role: 'admin', reason: 'x', premiumDays: 99999 }];

describe('the console route table', () => {
  it('holds every console endpoint, each with the role it needs', () => {
    const table = routes().map((r) => `${r.method} ${r.url} ${r.role}`);
    expect(table).toEqual(
      expect.arrayContaining([
        `GET ${API}/admin/users admin`,
        `GET ${API}/admin/users/:id admin`,
        `PATCH ${API}/admin/users/:id admin`,
        `POST ${API}/admin/users/:id/sessions/revoke admin`,
        `POST ${API}/admin/users/:id/verification-mail admin`,
        `DELETE ${API}/admin/users/:id admin`,
        `GET ${API}/admin/messages moderator`,
        `GET ${API}/admin/messages/:id moderator`,
        `POST ${API}/admin/messages/:id/reply moderator`,
        `PATCH ${API}/admin/messages/:id moderator`,
        `GET ${API}/admin/orders admin`,
        `POST ${API}/admin/orders/:id/reconcile admin`,
        `GET ${API}/admin/payment-events admin`,
        `GET ${API}/admin/audit-log admin`,
      ]),
    );
    // Every route registered under /admin is in the table (it is built from the app's own onRoute).
    expect(routes().every((r) => r.url.startsWith(`${API}/admin/`))).toBe(true);
  });

  it('has no route that edits or deletes the audit log', () => {
    const auditRoutes = routes().filter((r) => r.url.includes('audit'));
    expect(auditRoutes.length).toBeGreaterThan(0);
    expect(auditRoutes.every((r) => r.method === 'GET')).toBe(true);
  });
});

describe('every console endpoint checks the role before it looks at anything', () => {
  it('answers a guest 401, whatever the id and body', async () => {
    for (const route of routes()) {
      for (const id of [UNKNOWN_ID, 'not-an-id', c.admin.userId]) {
        for (const body of route.method === 'GET' ? [undefined] : BODIES) {
          const res = await guest(route.method as 'GET', pathOf(route.url, id), body);
          expect({ route: `${route.method} ${route.url}`, id, status: res.statusCode, code: res.json().code }).toEqual({
            route: `${route.method} ${route.url}`,
            id,
            status: 401,
            code: 'UNAUTHORIZED',
          });
        }
      }
    }
  });

  it('answers a student 403 FORBIDDEN, whatever the id and body', async () => {
    for (const route of routes()) {
      for (const id of [UNKNOWN_ID, 'not-an-id', c.admin.userId]) {
        for (const body of route.method === 'GET' ? [undefined] : BODIES) {
          const res = await student(route.method as 'GET', pathOf(route.url, id), body);
          expect({ route: `${route.method} ${route.url}`, id, status: res.statusCode, body: res.json() }).toMatchObject({
            route: `${route.method} ${route.url}`,
            id,
            status: 403,
            body: { success: false, code: 'FORBIDDEN', message: consoleMessages.forbidden },
          });
        }
      }
    }
  });

  it('answers a moderator 403 on admin-only endpoints and lets them through on their own', async () => {
    for (const route of routes()) {
      const res = await mod(route.method as 'GET', pathOf(route.url, UNKNOWN_ID), route.method === 'GET' ? undefined : {});
      if (route.role === 'admin') {
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 403 });
      } else {
        // Past the guard: the body or the unknown id is what answers now.
        expect({ route: `${route.method} ${route.url}`, status: [200, 400, 404].includes(res.statusCode) }).toEqual({ route: `${route.method} ${route.url}`, status: true });
      }
    }
  });

  it('answers an unknown console path 401 to a guest and 404 to an admin', async () => {
    expect((await guest('GET', '/admin/nothing-here')).statusCode).toBe(401);
    expect((await c.admin.api('GET', '/admin/nothing-here')).statusCode).toBe(404);
  });

  it('lets the admin through everywhere (an unknown id is then 404, never 401 or 403)', async () => {
    for (const route of routes()) {
      const res = await c.admin.api(route.method as 'GET', pathOf(route.url, UNKNOWN_ID), route.method === 'GET' ? undefined : {});
      expect({ route: `${route.method} ${route.url}`, ok: [200, 400, 404].includes(res.statusCode) }).toEqual({ route: `${route.method} ${route.url}`, ok: true });
    }
  });
});
