import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { API, freshIp, type Accounts } from '../accounts/helpers.ts';
import { signedUp } from '../user-area/helpers.ts';

export type TrackerMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A caller that can also PATCH and send a raw (possibly malformed) JSON body. */
export function caller(a: Accounts, token: string) {
  const send = (method: TrackerMethod, path: string, payload?: object | string): Promise<LightMyRequestResponse> =>
    a.t.app.inject({
      method,
      url: `${API}${path}`,
      ...(payload === undefined ? {} : { payload }),
      headers: {
        authorization: `Bearer ${token}`,
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      remoteAddress: freshIp(),
    });
  return send;
}

/** A verified account with a caller that can PATCH; `refresh` signs in again after the clock moved. */
export async function student(a: Accounts, fields: { firstName?: string; lastName?: string } = {}) {
  const user = await signedUp(a, fields);
  let send = caller(a, user.token);
  return {
    ...user,
    send: (method: TrackerMethod, path: string, payload?: object | string) => send(method, path, payload),
    async refresh() {
      const res = await a.t.app.inject({
        method: 'POST',
        url: `${API}/users/login`,
        payload: { email: user.email, password: user.password },
        remoteAddress: freshIp(),
      });
      if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
      send = caller(a, res.json().data.token as string);
    },
  };
}

export async function trackerRows(a: Accounts, userId: string) {
  const rows = await a.t.database.db.execute<{ id: string; status: string; removed_at: string | null; apply_clicked_at: string | null }>(
    sql`SELECT id, status, removed_at, apply_clicked_at FROM applications WHERE user_id = ${userId} ORDER BY created_at, id`,
  );
  return rows.rows;
}

export async function timelineOf(a: Accounts, applicationId: string) {
  const rows = await a.t.database.db.execute<{ status: string; at: string | Date }>(
    sql`SELECT status, at FROM application_timeline WHERE application_id = ${applicationId} ORDER BY at, id`,
  );
  return rows.rows.map((r) => ({ status: r.status, at: new Date(r.at).toISOString() }));
}

/** This month's Apply Now count as GET /subscription/info reports it. */
export async function applicationsUsed(send: (m: TrackerMethod, p: string) => Promise<LightMyRequestResponse>): Promise<number> {
  const res = await send('GET', '/subscription/info');
  if (res.statusCode !== 200) throw new Error(`subscription info answered ${res.statusCode}`);
  return res.json().data.usage.applications as number;
}
