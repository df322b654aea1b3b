import { applicationMessages } from '@pathway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccounts, type Accounts } from '../accounts/helpers.ts';
import { addJobs, DAY, expired, jobCounters } from '../user-area/helpers.ts';
import { applicationsUsed, student, timelineOf, trackerRows } from './helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a?.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('Apply Now puts the job on the tracker', () => {
  it('creates the application in clicked with a timeline entry, and leaves it as it is on the next click', async () => {
    const user = await student(a);
    const [jobId] = await addJobs(a, [{ title: 'Frontend Developer Intern', company: 'Zoho' }]);
    expect((await user.send('PUT', `/jobs/apply/${jobId}`)).statusCode).toBe(200);

    const list = await user.send('GET', '/applications');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const [app] = list.json().data.data;
    expect(app).toMatchObject({ jobId, title: 'Frontend Developer Intern', company: 'Zoho', link: null, status: 'clicked', notes: '', nextStepAt: null });
    expect(app.closingDate).toBe(new Date(app.closingDate).toISOString());
    expect(app.timeline).toEqual([{ status: 'clicked', at: app.createdAt }]);

    await user.send('PATCH', `/applications/${app._id}`, { status: 'interview' });
    expect((await user.send('PUT', `/jobs/apply/${jobId}`)).json().data.alreadyApplied).toBe(true);
    const after = (await user.send('GET', `/applications/${app._id}`)).json().data;
    expect(after.status).toBe('interview');
    expect(after.timeline.map((t: { status: string }) => t.status)).toEqual(['clicked', 'interview']);
    expect(await trackerRows(a, user.userId)).toHaveLength(1);
  });

  it('concurrent applies to one job make one application with one timeline entry', async () => {
    const user = await student(a);
    const [jobId] = await addJobs(a, [{}]);
    const results = await Promise.all(Array.from({ length: 5 }, () => user.send('PUT', `/jobs/apply/${jobId}`)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await trackerRows(a, user.userId);
    expect(rows).toHaveLength(1);
    expect(await timelineOf(a, rows[0]!.id)).toHaveLength(1);
    expect((await jobCounters(a, jobId!)).applications_count).toBe(1);
  });
});

describe('POST /applications', () => {
  it('tracks a Pathway job (default applied) once: the same jobId again is 409', async () => {
    const user = await student(a);
    const [jobId] = await addJobs(a, [{ title: 'Data Analyst', company: 'Razorpay' }]);
    const created = await user.send('POST', '/applications', { jobId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, status: 201, message: applicationMessages.created });
    const app = created.json().data;
    expect(app).toMatchObject({ jobId, title: 'Data Analyst', company: 'Razorpay', status: 'applied', link: null });
    expect(app.closingDate).not.toBeNull();
    expect(app.timeline).toEqual([{ status: 'applied', at: app.createdAt }]);

    const again = await user.send('POST', '/applications', { jobId, status: 'interview' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: applicationMessages.alreadyTracked });
    expect(await trackerRows(a, user.userId)).toHaveLength(1);

    // A job already tracked by an Apply Now click is tracked too.
    const [clicked] = await addJobs(a, [{}]);
    await user.send('PUT', `/jobs/apply/${clicked}`);
    expect((await user.send('POST', '/applications', { jobId: clicked })).statusCode).toBe(409);
  });

  it('concurrent duplicates of one jobId create one application', async () => {
    const user = await student(a);
    const [jobId] = await addJobs(a, [{}]);
    const results = await Promise.all(Array.from({ length: 4 }, () => user.send('POST', '/applications', { jobId })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await trackerRows(a, user.userId);
    expect(rows).toHaveLength(1);
    expect(await timelineOf(a, rows[0]!.id)).toHaveLength(1);
  });

  it('tracks an opening found elsewhere, in the stage given', async () => {
    const user = await student(a);
    const res = await user.send('POST', '/applications', {
      title: ' Product Intern ',
      company: 'Swiggy',
      link: 'https://careers.swiggy.example/pm-intern',
      status: 'assessment',
      notes: 'Referred by Priya',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      jobId: null,
      title: 'Product Intern',
      company: 'Swiggy',
      link: 'https://careers.swiggy.example/pm-intern',
      status: 'assessment',
      notes: 'Referred by Priya',
      closingDate: null,
    });
    // Openings found elsewhere may repeat (no job to be unique on).
    expect((await user.send('POST', '/applications', { title: 'Product Intern', company: 'Swiggy' })).statusCode).toBe(201);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const user = await student(a);
    const [jobId] = await addJobs(a, [{}]);
    const cases: [object | string, number, RegExp | string][] = [
      [{ title: 'SDE Intern' }, 400, 'Company is required.'],
      [{ company: 'Acme' }, 400, 'Title is required.'],
      [{ jobId, title: 'x', company: 'y' }, 400, applicationMessages.eitherJobOrOpening],
      [{ title: 'x', company: 'y', link: 'javascript:alert(1)' }, 400, 'Please enter a valid http or https link.'],
      [{ title: 'x', company: 'y', status: 'hired' }, 400, /status must be one of clicked, applied/],
      [{ title: 'x', company: 'y', notes: 'n'.repeat(2001) }, 400, applicationMessages.notesTooLong],
      [{ jobId: 'not-a-uuid' }, 400, 'Invalid id.'],
      [{ jobId: UNKNOWN_ID }, 404, applicationMessages.jobNotFound],
      ['{"title": "x", "company": ', 400, /JSON/i],
    ];
    for (const [body, status, message] of cases) {
      const res = await user.send('POST', '/applications', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const json = res.json();
      expect(json.success).toBe(false);
      const text = `${json.message} ${JSON.stringify(json.details ?? {})}`;
      if (typeof message === 'string') expect(text).toContain(message);
      else expect(text).toMatch(message);
    }
    expect(await trackerRows(a, user.userId)).toHaveLength(0);
  });

  it('needs a verified account', async () => {
    const res = await a.t.app.inject({ method: 'POST', url: '/api/v1/applications', payload: { title: 'x', company: 'y' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the monthly apply quota counts Apply Now clicks only', () => {
  it('never counts applications tracked by hand, and they do not reveal the apply link', async () => {
    const user = await student(a);
    const ids = await addJobs(a, Array.from({ length: 7 }, () => ({})));
    for (const jobId of ids) expect((await user.send('POST', '/applications', { jobId })).statusCode).toBe(201);
    for (let i = 0; i < 6; i += 1) {
      expect((await user.send('POST', '/applications', { title: `Opening ${i}`, company: 'Elsewhere' })).statusCode).toBe(201);
    }
    expect(await applicationsUsed(user.send)).toBe(0);
    // The link stays behind a counted Apply Now (docs/profile-api.md "Applying").
    const page = await user.send('GET', `/users/saved-jobs`);
    expect(page.statusCode).toBe(200);
    const job = await user.send('GET', `/jobs/${ids[0]}`);
    expect(job.json().data).not.toHaveProperty('applyLink');

    // Apply Now on a job tracked by hand counts now, and keeps the stage the student set.
    await user.send('PATCH', `/applications/${(await trackerRows(a, user.userId))[0]!.id}`, { status: 'interview' });
    const apply = await user.send('PUT', `/jobs/apply/${ids[0]}`);
    expect(apply.json().data.alreadyApplied).toBe(false);
    expect(await applicationsUsed(user.send)).toBe(1);
    expect((await jobCounters(a, ids[0]!)).applications_count).toBe(1);
    const rows = await trackerRows(a, user.userId);
    expect(rows.filter((r) => r.apply_clicked_at !== null)).toHaveLength(1);
    const tracked = (await user.send('GET', `/applications/${rows[0]!.id}`)).json().data;
    expect(tracked.status).toBe('interview');
    expect(tracked.timeline.map((t: { status: string }) => t.status)).toEqual(['applied', 'interview']);

    // 4 more Apply Now clicks fill the month; the 6th is refused as before.
    for (const jobId of ids.slice(1, 5)) expect((await user.send('PUT', `/jobs/apply/${jobId}`)).statusCode).toBe(200);
    expect((await user.send('PUT', `/jobs/apply/${ids[5]}`)).json().code).toBe('QUOTA_EXCEEDED');
  });

  it('keeps counting a click whose application was removed from the tracker', async () => {
    const user = await student(a);
    const ids = await addJobs(a, Array.from({ length: 6 }, () => ({})));
    for (const jobId of ids.slice(0, 5)) await user.send('PUT', `/jobs/apply/${jobId}`);
    const [first] = await trackerRows(a, user.userId);
    expect((await user.send('DELETE', `/applications/${first!.id}`)).statusCode).toBe(200);
    expect(await applicationsUsed(user.send)).toBe(5);
    expect((await user.send('PUT', `/jobs/apply/${ids[5]}`)).json().code).toBe('QUOTA_EXCEEDED');
    // The job applied to keeps its link, and a new click puts it back on the tracker as clicked.
    expect((await user.send('GET', `/jobs/${ids[0]}`)).json().data.applyLink).toMatch(/^https:/);
    const again = await user.send('PUT', `/jobs/apply/${ids[0]}`);
    expect(again.json().data.alreadyApplied).toBe(true);
    const back = (await user.send('GET', `/applications/${first!.id}`)).json().data;
    expect(back).toMatchObject({ status: 'clicked', notes: '' });
    expect(back.timeline).toHaveLength(1);
  });
});

describe('PATCH /applications/:id', () => {
  it('changes the stage (appending to the timeline), notes and next step', async () => {
    const user = await student(a);
    const app = (await user.send('POST', '/applications', { title: 'SDE Intern', company: 'Flipkart' })).json().data;

    a.clock.advance(60_000);
    const moved = await user.send('PATCH', `/applications/${app._id}`, { status: 'interview' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(applicationMessages.updated);
    const entries = moved.json().data.timeline;
    expect(entries.map((t: { status: string }) => t.status)).toEqual(['applied', 'interview']);
    expect(new Date(entries[1].at).getTime()).toBeGreaterThan(new Date(entries[0].at).getTime());
    expect(moved.json().data.updatedAt).toBe(entries[1].at);

    // The same stage again adds nothing; any stage may follow any other.
    await user.send('PATCH', `/applications/${app._id}`, { status: 'interview' });
    await user.send('PATCH', `/applications/${app._id}`, { status: 'clicked' });
    expect((await timelineOf(a, app._id)).map((t) => t.status)).toEqual(['applied', 'interview', 'clicked']);

    const next = new Date(a.clock.now().getTime() + 5 * DAY).toISOString();
    const notes = 'Round 2 with the hiring manager.\nBring the portfolio.'.padEnd(2000, '.');
    const edited = await user.send('PATCH', `/applications/${app._id}`, { notes, nextStepAt: next });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ notes, nextStepAt: next, status: 'clicked' });
    expect(await timelineOf(a, app._id)).toHaveLength(3);

    const cleared = await user.send('PATCH', `/applications/${app._id}`, { nextStepAt: null, notes: '' });
    expect(cleared.json().data).toMatchObject({ nextStepAt: null, notes: '' });
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const user = await student(a);
    const app = (await user.send('POST', '/applications', { title: 'SDE Intern', company: 'Flipkart', notes: 'keep me' })).json().data;
    const now = a.clock.now().getTime();
    const cases: [object | string, RegExp | string][] = [
      [{ status: 'hired' }, /status must be one of/],
      [{ notes: 'n'.repeat(2001) }, applicationMessages.notesTooLong],
      [{ nextStepAt: new Date(now + 3 * 366 * DAY).toISOString() }, applicationMessages.nextStepOutOfRange],
      [{ nextStepAt: new Date(now - 3 * DAY).toISOString() }, applicationMessages.nextStepOutOfRange],
      [{ nextStepAt: 'next tuesday' }, applicationMessages.nextStepInvalid],
      [{ nextStepAt: '2026-12-01' }, applicationMessages.nextStepInvalid],
      [{ notes: 42 }, /Notes must be text/],
      [{}, /Nothing to change/],
      ['{"status": "applied"', /JSON/i],
    ];
    for (const [body, message] of cases) {
      const res = await user.send('PATCH', `/applications/${app._id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      const text = `${res.json().message} ${JSON.stringify(res.json().details ?? {})}`;
      if (typeof message === 'string') expect(text).toContain(message);
      else expect(text).toMatch(message);
    }
    const unchanged = (await user.send('GET', `/applications/${app._id}`)).json().data;
    expect(unchanged).toMatchObject({ status: 'applied', notes: 'keep me', nextStepAt: null });
    expect(unchanged.timeline).toHaveLength(1);
  });

  it("answers 404 for another user's application, an unknown id, and 400 for a bad id", async () => {
    const owner = await student(a);
    const other = await student(a);
    const app = (await owner.send('POST', '/applications', { title: 'SDE Intern', company: 'Flipkart' })).json().data;
    for (const [method, path, body] of [
      ['GET', `/applications/${app._id}`, undefined],
      ['PATCH', `/applications/${app._id}`, { status: 'rejected' }],
      ['DELETE', `/applications/${app._id}`, undefined],
      ['POST', `/applications/${app._id}/confirmation`, { answer: 'yes' }],
      ['PATCH', `/applications/${UNKNOWN_ID}`, { status: 'rejected' }],
    ] as const) {
      const res = await other.send(method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: applicationMessages.notFound });
    }
    expect((await other.send('PATCH', '/applications/not-a-uuid', { status: 'rejected' })).statusCode).toBe(400);
    expect((await owner.send('GET', `/applications/${app._id}`)).json().data).toMatchObject({ status: 'applied' });
    expect((await other.send('GET', '/applications')).json().data.pagination.total).toBe(0);
  });
});

describe('DELETE /applications/:id', () => {
  it('removes an application tracked by hand with its timeline', async () => {
    const user = await student(a);
    const app = (await user.send('POST', '/applications', { title: 'SDE Intern', company: 'Flipkart' })).json().data;
    const res = await user.send('DELETE', `/applications/${app._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { deleted: true }, message: applicationMessages.deleted });
    expect(await trackerRows(a, user.userId)).toHaveLength(0);
    expect(await timelineOf(a, app._id)).toHaveLength(0);
    expect((await user.send('GET', `/applications/${app._id}`)).statusCode).toBe(404);
    expect((await user.send('DELETE', `/applications/${app._id}`)).statusCode).toBe(404);
  });
});

describe('GET /applications', () => {
  it('filters by stages (comma-joined), searches title or company, sorts and pages', async () => {
    const user = await student(a);
    const now = a.clock.now().getTime();
    const [soon, later, gone] = await addJobs(a, [
      { title: 'Backend Intern', company: 'Zerodha', expiryDate: new Date(now + 3 * DAY).toISOString() },
      { title: 'Design Intern', company: 'CRED', expiryDate: new Date(now + 20 * DAY).toISOString() },
      { title: 'QA Intern', company: 'Paytm', ...expired(new Date(now)) },
    ]);
    await user.send('POST', '/applications', { jobId: later, status: 'interview' });
    await user.send('POST', '/applications', { title: 'Analyst', company: 'Zerodha Fund House', status: 'offer' });
    await user.send('POST', '/applications', { jobId: gone, status: 'rejected' });
    await user.send('POST', '/applications', { jobId: soon, status: 'applied' });

    const all = (await user.send('GET', '/applications')).json().data;
    expect(all.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
    expect(all.data.map((x: { title: string }) => x.title)).toEqual(['Backend Intern', 'QA Intern', 'Analyst', 'Design Intern']);

    const byClosing = (await user.send('GET', '/applications?sortBy=closingDate')).json().data.data;
    expect(byClosing.map((x: { title: string }) => x.title)).toEqual(['Backend Intern', 'Design Intern', 'QA Intern', 'Analyst']);

    const stages = (await user.send('GET', '/applications?status=interview,offer')).json().data;
    expect(stages.data.map((x: { status: string }) => x.status).sort()).toEqual(['interview', 'offer']);

    const search = (await user.send('GET', '/applications?q=zerodha')).json().data.data;
    expect(search.map((x: { title: string }) => x.title).sort()).toEqual(['Analyst', 'Backend Intern']);
    expect((await user.send('GET', '/applications?q=zerodha%20fund')).json().data.data).toHaveLength(1);
    expect((await user.send('GET', '/applications?q=100%25')).json().data.data).toHaveLength(0);

    const paged = (await user.send('GET', '/applications?limit=3&page=2')).json().data;
    expect(paged.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect(paged.data).toHaveLength(1);

    const unknown = await user.send('GET', '/applications?status=applied,hired');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.status).toMatch(/^Unknown stage "hired": status must be one of clicked, applied/);
    expect((await user.send('GET', '/applications?sortBy=title')).statusCode).toBe(400);
    expect((await user.send('GET', '/applications?limit=101')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await a.t.app.inject({ method: 'GET', url: '/api/v1/applications' })).statusCode).toBe(401);
  });
});

describe('did you apply?', () => {
  it('asks about clicked applications; Not yet hides one for 3 days; Yes is applied today; I won\'t is withdrawn', async () => {
    const user = await student(a);
    const [one, two, three] = await addJobs(a, [
      { title: 'Frontend Intern', company: 'Zoho' },
      { title: 'Data Intern', company: 'Swiggy' },
      { title: 'ML Intern', company: 'Ola' },
    ]);
    for (const jobId of [one, two, three]) await user.send('PUT', `/jobs/apply/${jobId}`);
    await user.send('POST', '/applications', { title: 'Elsewhere', company: 'Acme' }); // applied: never asked

    const pending = await user.send('GET', '/applications/pending-confirmation');
    expect(pending.statusCode).toBe(200);
    const asked = pending.json().data as { _id: string; jobId: string; title: string }[];
    expect(asked.map((x) => x.jobId).sort()).toEqual([one, two, three].sort());
    const idOf = (jobId: string) => asked.find((x) => x.jobId === jobId)!._id;

    const notYet = await user.send('POST', `/applications/${idOf(one!)}/confirmation`, { answer: 'not_yet' });
    expect(notYet.statusCode).toBe(200);
    expect(notYet.json()).toMatchObject({ message: applicationMessages.confirmedNotYet, data: { status: 'clicked' } });
    const yes = await user.send('POST', `/applications/${idOf(two!)}/confirmation`, { answer: 'yes' });
    expect(yes.json()).toMatchObject({ message: applicationMessages.confirmedYes, data: { status: 'applied' } });
    const appliedAt = yes.json().data.timeline.at(-1);
    expect(appliedAt.status).toBe('applied');
    expect(Math.abs(new Date(appliedAt.at).getTime() - a.clock.now().getTime())).toBeLessThan(60_000);
    const wont = await user.send('POST', `/applications/${idOf(three!)}/confirmation`, { answer: 'wont' });
    expect(wont.json()).toMatchObject({ message: applicationMessages.confirmedWont, data: { status: 'withdrawn' } });

    expect((await user.send('GET', '/applications/pending-confirmation')).json().data).toEqual([]);

    // An answer to one no longer clicked changes nothing.
    const late = await user.send('POST', `/applications/${idOf(two!)}/confirmation`, { answer: 'wont' });
    expect(late.json()).toMatchObject({ message: applicationMessages.alreadyAnswered, data: { status: 'applied' } });

    a.clock.advance(3 * DAY - 60_000);
    await user.refresh();
    expect((await user.send('GET', '/applications/pending-confirmation')).json().data).toEqual([]);
    a.clock.advance(60_000);
    const again = (await user.send('GET', '/applications/pending-confirmation')).json().data;
    expect(again.map((x: { jobId: string }) => x.jobId)).toEqual([one]);
  });

  it('refuses an unknown answer', async () => {
    const user = await student(a);
    const [jobId] = await addJobs(a, [{}]);
    await user.send('PUT', `/jobs/apply/${jobId}`);
    const [row] = await trackerRows(a, user.userId);
    for (const body of [{ answer: 'maybe' }, {}, '{"answer":']) {
      const res = await user.send('POST', `/applications/${row!.id}/confirmation`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await trackerRows(a, user.userId))[0]!.status).toBe('clicked');
  });
});
