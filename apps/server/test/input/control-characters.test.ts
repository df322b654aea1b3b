import { CONTROL_CHARACTER_MESSAGE } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccounts, type Accounts } from '../accounts/helpers.ts';
import { paidEvent, postWebhook, signedEvent } from '../payments/helpers.ts';
import { addJobs, API, freshIp, setPlan, signedUp, STRONG_PASSWORD, uploadAvatar } from '../user-area/helpers.ts';

/**
 * Text that PostgreSQL cannot store (or that no person types) is refused at the edge, on every
 * field of every operation the OpenAPI document lists (docs/input-rules.md). The test walks the
 * document, so a field added later without the rule fails here.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  $ref?: string;
};
type Parameter = { in: 'query' | 'path' | 'header' | 'cookie'; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security?: unknown[];
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };
type Path = (string | number)[];

const NUL = '\u0000';

/**
 * A valid body for each operation that takes one, with a value at every text field the document
 * lists (optional ones too), so that the character under test is the request's only fault. A new
 * operation with a body, or a new field, needs its entry here: the test says which.
 */
function validBodies(ctx: { email: string }): Record<string, unknown> {
  const profile = {
    firstName: 'Asha',
    lastName: 'Verma',
    phone: '9876543210',
    location: 'Pune',
    dob: '2001-04-12',
    educationLevel: 'Undergraduate',
    collegeName: 'COEP',
    courseName: 'B.Tech',
    graduationYear: '2024',
    cgpa: '8.5',
    bio: 'Student.\nLikes maps.',
  };
  return {
    'POST /api/v1/stats/contact': { name: 'Asha', email: ctx.email, subject: 'Hello', message: 'A question.', website: '' },
    'POST /api/v1/users/register': { email: 'new.student@example.in', password: STRONG_PASSWORD, firstName: 'Asha', lastName: 'Verma' },
    'POST /api/v1/users/login': { email: ctx.email, password: STRONG_PASSWORD, rememberMe: false },
    'POST /api/v1/users/verify-otp': { email: ctx.email, otp: '123456', type: 'login', rememberMe: false },
    'POST /api/v1/users/resend-otp': { email: ctx.email, type: 'login' },
    'POST /api/v1/users/forgot-password': { email: ctx.email },
    'POST /api/v1/users/reset-password': { token: 'a'.repeat(43), email: ctx.email, newPassword: 'New-Chai-Masala-42' },
    'POST /api/v1/users/refresh': { refreshToken: 'a'.repeat(43) },
    'POST /api/v1/users/logout': { refreshToken: 'a'.repeat(43) },
    'PUT /api/v1/users/profile': profile,
    'POST /api/v1/users/change-password': { currentPassword: STRONG_PASSWORD, newPassword: 'New-Chai-Masala-42' },
    'DELETE /api/v1/users/account': { password: STRONG_PASSWORD },
    'POST /api/v1/users/setup-profile': {
      ...profile,
      skills: ['TypeScript'],
      experiences: [{ company: 'Zoho', role: 'Intern', duration: '3 months', description: 'Built\n\tthings.' }],
      projects: [{ projectName: 'Maps', description: 'A map of Pune.', link: 'https://example.in/maps' }],
      prefferedJobTypes: ['Internship'],
      prefferedJobLocations: ['Pune'],
      prefferedDomains: ['Web Development'],
      linkedInProfile: 'https://www.linkedin.com/in/asha',
      githubProfile: 'https://github.com/asha',
      website: 'https://asha.example.in',
      resume: 'https://asha.example.in/cv.pdf',
    },
    'POST /api/v1/jobs/search': {
      page: 1,
      limit: 10,
      query: 'analyst',
      filters: { type: 'Internship', location: 'Pune', domain: 'Data Science', company: 'Zoho', workMode: 'remote', experience: '0-1', salary: '0-3', eligible: 'me' },
      sortBy: 'postedDate',
      sortOrder: 'desc',
    },
    'POST /api/v1/subscription/checkout': { amount: 499, planName: 'Premium', billingCycle: 'monthly' },
    'POST /api/v1/orders/create-order': { amount: 499, planName: 'Premium', billingCycle: 'monthly' },
    'POST /api/v1/orders/verify-Payment': { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'a'.repeat(64) },
    'POST /api/v1/payments/sandbox/pay': { order_id: 'order_1', outcome: 'success' },
    // Either a Pathway job or an opening found elsewhere: each field is tried in the variant that has it.
    'POST /api/v1/applications': [
      { jobId: '00000000-0000-4000-8000-000000000000' },
      { title: 'SDE Intern', company: 'Zoho', link: 'https://zoho.example/jobs/1', notes: 'Referred.\nRound 1 done.', status: 'applied' },
    ],
    'PATCH /api/v1/applications/{id}': { status: 'interview', notes: 'Round 2.', nextStepAt: '2026-12-01T10:00:00+05:30' },
    'POST /api/v1/applications/{id}/confirmation': { answer: 'yes' },
    'PUT /api/v1/users/notifications': { deadlineReminders: true, followUps: true },
    'POST /api/v1/jobs/{id}/report': { reason: 'wrong_details', note: 'The stipend is ₹10,000.\nNot ₹25,000.' },
    'POST /api/v1/saved-searches': { name: 'Analyst roles in Pune', params: { q: 'analyst', type: 'Internship', location: 'Pune', domain: 'Data Science', companies: ['Zoho'], workMode: ['remote'], experience: ['0-1'], salary: ['0-3'] }, frequency: 'daily' },
    'PATCH /api/v1/saved-searches/{id}': { name: 'Analyst roles in Pune', params: { q: 'analyst', type: 'Internship', location: 'Pune', domain: 'Data Science', companies: ['Zoho'], workMode: ['remote'], experience: ['0-1'], salary: ['0-3'] }, frequency: 'weekly' },
    // The console (the account is an admin here): every write with its reason.
    'PATCH /api/v1/admin/users/{id}': { role: 'moderator', disabled: false, premiumDays: 30, reason: 'Asked by the college.' },
    'DELETE /api/v1/admin/users/{id}': { reason: 'Asked to be deleted.' },
    'POST /api/v1/admin/users/{id}/sessions/revoke': { reason: 'Lost a phone.' },
    'POST /api/v1/admin/users/{id}/verification-mail': { reason: 'The first mail went to spam.' },
    'PATCH /api/v1/admin/messages/{id}': { status: 'closed' },
    'POST /api/v1/admin/messages/{id}/reply': { body: 'Thank you.\nWe fixed the page.' },
    'PATCH /api/v1/admin/jobs/{id}': {
      title: 'Data Analyst',
      company: 'Zoho',
      companyLogo: 'https://zoho.example/logo.png',
      type: 'Internship',
      location: 'Pune',
      workMode: 'onsite',
      stipend: '₹15,000/month',
      domains: ['Data Science'],
      skills: ['SQL'],
      description: 'Work on dashboards.\nLearn SQL.',
      applyLink: 'https://zoho.example/jobs/1',
      postedDate: '2026-11-01T00:00:00Z',
      expiryDate: '2027-01-01T00:00:00Z',
      eligibleDegrees: ['B.Tech'],
      status: 'active',
      reason: 'The stipend was wrong.',
    },
    'DELETE /api/v1/admin/jobs/{id}': { reason: 'A test listing.' },
    'POST /api/v1/admin/jobs/import': { format: 'json', content: '[]', dryRun: true },
    'POST /api/v1/admin/reports/{id}/resolve': { action: 'confirm', jobStatus: 'hidden', reason: 'The listing asks for a fee.' },
  };
}

/** Valid values of query parameters; a parameter not here gets its enum's first value, or plain text. */
const validQueryValues: Record<string, string> = {
  query: 'analyst',
  type: 'Internship',
  location: 'Pune',
  domain: 'Data Science',
  company: 'Zoho',
  experience: '0-1',
  salary: '0-3',
  workMode: 'remote',
  page: '1',
  limit: '2',
  status: 'applied,interview',
  q: 'zoho',
};

let a: Accounts;
let doc: Document;
let token: string;
let email: string;
let jobId: string;
let companyId: string;

beforeAll(async () => {
  a = await startAccounts();
  const user = await signedUp(a);
  token = user.token;
  email = user.email;
  await setPlan(a, user.userId, { tier: 'premium', status: 'active', expiresAt: new Date(a.clock.now().getTime() + 30 * 86_400_000) });
  // An admin, so that the console's routes read their input (a student is refused before that).
  await a.t.database.db.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${user.userId}`);
  [jobId] = (await addJobs(a, [{ title: 'Data Analyst', company: 'Zoho' }])) as [string];
  const company = await a.t.database.db.execute<{ id: string }>(sql`SELECT company_id AS id FROM jobs WHERE id = ${jobId}`);
  companyId = company.rows[0]!.id;
  const res = await a.t.app.inject({ method: 'GET', url: `${API}/openapi.json` });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await a?.close();
});

let tableNames: string[] = [];

/** A digest of every row of every table (one query): a refused request changes nothing. */
async function snapshot(): Promise<string> {
  const { db } = a.t.database;
  if (tableNames.length === 0) {
    const tables = await db.execute<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    tableNames = tables.rows.map((row) => row.name);
  }
  const digests = tableNames.map(
    (name) => sql`SELECT ${name} AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${sql.identifier(name)} t`,
  );
  const rows = await db.execute<{ name: string; digest: string }>(sql.join(digests, sql` UNION ALL `));
  return rows.rows.map((row) => `${row.name}:${row.digest}`).join('\n');
}

function resolve(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolve(doc.components?.schemas?.[name] ?? {});
}

const isString = (schema: JsonSchema) => schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
/** Text the rule's message must answer: not an enum, not a uuid, not a number (they have their own). */
function isFreeText(schema: JsonSchema): boolean {
  const s = resolve(schema);
  if (s.anyOf) return s.anyOf.some(isFreeText);
  return isString(s) && !s.enum && s.format !== 'uuid';
}

/** Every text field of a body schema, with its path (array items at index 0). */
function textFields(schema: JsonSchema, path: Path = []): { path: Path; schema: JsonSchema }[] {
  const s = resolve(schema);
  const out: { path: Path; schema: JsonSchema }[] = [];
  for (const variant of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) out.push(...textFields(variant, path));
  if (isString(s)) out.push({ path, schema: s });
  for (const [key, property] of Object.entries(s.properties ?? {})) out.push(...textFields(property, [...path, key]));
  if (s.items) out.push(...textFields(s.items, [...path, 0]));
  const seen = new Set<string>();
  return out.filter((f) => !seen.has(f.path.join('.')) && seen.add(f.path.join('.')));
}

/** The valid text at `path` of a body (a string where an array is expected stands for its item). */
function textAt(body: unknown, path: Path): string | undefined {
  let value = body;
  for (const key of path) {
    if (typeof key === 'number' && typeof value === 'string') continue;
    value = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;
  }
  if (Array.isArray(value)) value = value[0];
  return typeof value === 'string' ? value : undefined;
}

/** A copy of `body` with `value` at `path` (a string where an array is expected becomes a list). */
function withValue(body: unknown, path: Path, value: string): unknown {
  const root: Record<string, unknown> = { body: structuredClone(body) };
  let parent: Record<string | number, unknown> = root;
  let key: string | number = 'body';
  for (const next of path) {
    let current = parent[key];
    if (typeof next === 'number') {
      if (!Array.isArray(current)) current = current === undefined || current === null ? [] : [current];
    } else if (!current || typeof current !== 'object' || Array.isArray(current)) {
      current = {};
    }
    parent[key] = current;
    parent = current as Record<string | number, unknown>;
    key = next;
  }
  parent[key] = value;
  return root.body;
}

interface Case {
  operation: string;
  field: string;
  where: 'query' | 'path' | 'body';
  freeText: boolean;
  send(): Promise<LightMyRequestResponse>;
}

/** One request per text field (and per query and path parameter) of every operation. */
function cases(bad: (valid: string) => string, bodies: Record<string, unknown>): { cases: Case[]; missing: string[] } {
  const out: Case[] = [];
  const missing: string[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    // The API; the pages (/, /jobs/{id}) only read an id, and answer a page for any of them.
    if (!template.startsWith(`${API}/`)) continue;
    for (const [method, op] of Object.entries(operations)) {
      const operation = `${method.toUpperCase()} ${template}`;
      const params = op.parameters ?? [];
      const pathValues = Object.fromEntries(
        params.filter((p) => p.in === 'path').map((p) => [p.name, template.startsWith(`${API}/companies/`) ? companyId : jobId]),
      );
      const requiredQuery = Object.fromEntries(
        params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, validQueryValues[p.name] ?? 'text']),
      );
      const jsonSchema = op.requestBody?.content['application/json']?.schema;
      // A list holds alternative bodies (a schema of either-or fields).
      const variants = jsonSchema && bodies[operation] !== undefined ? [bodies[operation]].flat() : [];
      const body = variants[0];
      if (jsonSchema && body === undefined) missing.push(`${operation}: add a valid body to validBodies()`);

      const send = (path: Record<string, string>, query: Record<string, string>, payload: unknown) => () => {
        const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path[name]!));
        const search = new URLSearchParams(query).toString();
        return a.t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: search ? `${url}?${search}` : url,
          ...(payload !== undefined ? { payload: payload as object } : {}),
          headers: { authorization: `Bearer ${token}` },
          remoteAddress: freshIp(),
        });
      };

      for (const p of params) {
        if (p.in !== 'query' && p.in !== 'path') continue;
        const schema = resolve(p.schema ?? {});
        const valid = p.in === 'path' ? pathValues[p.name]! : (validQueryValues[p.name] ?? (schema.enum?.[0] as string | undefined) ?? 'text');
        const path = p.in === 'path' ? { ...pathValues, [p.name]: bad(valid) } : pathValues;
        const query = p.in === 'query' ? { ...requiredQuery, [p.name]: bad(valid) } : requiredQuery;
        out.push({ operation, field: p.name, where: p.in, freeText: isFreeText(schema), send: send(path, query, body) });
      }
      if (jsonSchema && body !== undefined) {
        for (const field of textFields(jsonSchema)) {
          const name = field.path.join('.');
          const variant = variants.find((v) => textAt(v, field.path) !== undefined);
          const valid = variant === undefined ? undefined : textAt(variant, field.path);
          if (valid === undefined) {
            missing.push(`${operation}: add a valid value for "${name}" to its body in validBodies()`);
            continue;
          }
          const payload = withValue(variant, field.path, bad(valid));
          out.push({ operation, field: name, where: 'body', freeText: isFreeText(field.schema), send: send(pathValues, requiredQuery, payload) });
        }
      }
    }
  }
  return { cases: out, missing };
}

async function expectRefused(c: Case) {
  const op = doc.paths[c.operation.slice(c.operation.indexOf(' ') + 1)]![c.operation.split(' ')[0]!.toLowerCase()]!;
  const label = `${c.operation} ${c.field}`;
  const before = await snapshot();
  const mails = a.smtp.mails.length;
  const res = await c.send();
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  if (op.responses['400']) {
    const body = res.json();
    expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
    expect(body.code, label).toBe('VALIDATION_ERROR');
    // The field is named, and it is the request's only fault.
    expect(Object.keys(body.details ?? {}), label).toEqual([c.field]);
    if (c.freeText) expect(body.details[c.field], label).toBe(CONTROL_CHARACTER_MESSAGE);
  } else {
    // The apply redirect answers bad input of any kind with a redirect into the app (it opens in
    // a new tab, where an error answer would be a dead end): never a server error.
    expect(res.statusCode, label).toBe(302);
    expect(res.headers.location, label).toMatch(/^\/jobs(\/|$)/);
  }
  expect(await snapshot(), `${label}: nothing is written`).toBe(before);
  expect(a.smtp.mails.length, `${label}: no mail is sent`).toBe(mails);
}

/** Runs every case, and answers the failures (all of them, so that one run lists every field). */
async function failuresOf(all: Case[]): Promise<string[]> {
  const failures: string[] = [];
  for (const c of all) {
    try {
      await expectRefused(c);
    } catch (error) {
      failures.push((error as Error).message.split('\n')[0]!);
    }
  }
  return failures;
}

describe('control characters in any field of any operation', () => {
  it('refuses NUL in every text field, query and path parameter: 400 naming the field, nothing written', async () => {
    // Every API operation that takes input documents its 400 (or is a redirect that answers bad
    // input with a redirect), and every operation and text field has a valid request here.
    for (const [template, operations] of Object.entries(doc.paths)) {
      if (!template.startsWith(`${API}/`)) continue;
      for (const [method, op] of Object.entries(operations)) {
        const takesInput = (op.parameters ?? []).length > 0 || op.requestBody !== undefined;
        if (takesInput) expect(op.responses['400'] ?? op.responses['302'], `${method} ${template}`).toBeDefined();
      }
    }
    const { cases: all, missing } = cases((valid) => `${valid}${NUL}`, validBodies({ email }));
    expect(missing).toEqual([]);
    // Sanity: the document has what this test is about.
    expect(all.length).toBeGreaterThan(60);
    expect(all.map((c) => `${c.operation} ${c.field}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/jobs location',
        'GET /api/v1/companies query',
        'GET /api/v1/users/saved-jobs query',
        'POST /api/v1/users/register firstName',
        'POST /api/v1/users/setup-profile experiences.0.description',
        'POST /api/v1/jobs/search filters.company.0',
      ]),
    );
    if (process.env.SHOW_CASES) console.log(all.map((c) => `${c.operation} ${c.where}:${c.field}${c.freeText ? '' : ' (own message)'}`).join('\n'));
    expect(await failuresOf(all)).toEqual([]);
  }, 180_000);

  it('refuses a NUL between the values of a comma-joined filter, and in a repeated one', async () => {
    for (const query of ['location=Pune,Mum%00bai', 'location=Pune&location=Mum%00bai', 'domain=%00', 'company=Zoho,%00']) {
      const res = await a.t.app.inject({ method: 'GET', url: `${API}/jobs?${query}`, remoteAddress: freshIp() });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().details)[0], query).toMatch(/^(location|domain|company)(\.\d+)?$/);
    }
  });

  it('refuses other control characters and lone surrogates in JSON bodies too', async () => {
    const bodies = validBodies({ email });
    for (const character of ['\u0007', '\u007f', '\u0085', '\ud800']) {
      const { cases: all } = cases((valid) => `${valid}${character}`, bodies);
      const body = all.filter((c) => c.where === 'body');
      expect(body.length).toBeGreaterThan(40);
      expect(await failuresOf(body), JSON.stringify(character)).toEqual([]);
    }
  }, 180_000);

  it('keeps tab and line breaks in long text and refuses them in a single line', async () => {
    const api = (path: string, payload: object) =>
      a.t.app.inject({ method: 'PUT', url: `${API}${path}`, payload, headers: { authorization: `Bearer ${token}` }, remoteAddress: freshIp() });
    const bio = 'मैं पुणे से हूँ।\r\n\tI like maps 🗺️.';
    const ok = await api('/users/profile', { bio, location: 'पुणे' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ bio, location: 'पुणे' });
    for (const location of ['Pune\nMumbai', 'Pune\tMumbai', 'Pune\rMumbai']) {
      const res = await api('/users/profile', { location });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ location: CONTROL_CHARACTER_MESSAGE });
    }
  });

  it('reads nothing into the database from the text of an avatar upload', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const before = await snapshot();
    const badName = await uploadAvatar(a, token, [{ name: `avatar${NUL}`, data: png, filename: 'me.png', type: 'image/png' }]);
    expect(badName.statusCode).toBe(400);
    expect(badName.json().code).toBe('VALIDATION_ERROR');
    expect(await snapshot()).toBe(before);
    // A NUL in a part we do not read, or in the file's name (never stored): the upload goes through.
    const extraField = await uploadAvatar(a, token, [
      { name: `note${NUL}`, data: `hello${NUL}` },
      { name: 'avatar', data: png, filename: 'me.png', type: 'image/png' },
    ]);
    expect(extraField.statusCode, extraField.body).toBeLessThan(500);
    const badFilename = await uploadAvatar(a, token, [{ name: 'avatar', data: png, filename: `me${NUL}.png`, type: 'image/png' }]);
    expect(badFilename.statusCode, badFilename.body).toBe(200);
    expect(badFilename.json().data.avatarUrl).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]+\.webp$/);
  });

  it('ignores a signed Razorpay webhook with a NUL in an id (no 500, nothing written)', async () => {
    const before = await snapshot();
    for (const event of [
      paidEvent('payment.captured', 'order_1', `pay_1${NUL}`),
      paidEvent('order.paid', `order_1${NUL}`, 'pay_1'),
      { ...paidEvent('payment.captured', 'order_1', 'pay_1'), event: `payment.captured${NUL}` },
    ]) {
      const { body, signature } = signedEvent(a, event);
      const res = await postWebhook(a, body, { 'x-razorpay-signature': signature });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await snapshot()).toBe(before);
  });
});
