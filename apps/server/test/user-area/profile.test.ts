import { ACTIVITY_LIMIT, activityListResponseSchema, profileCompletion, userSchema } from '@pathway/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccounts, type Accounts } from '../accounts/helpers.ts';
import { activityOf, addJobs, as, signedUp, unverifiedUser } from './helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts();
});
afterAll(async () => {
  await a?.close();
});

const wizard = () => ({
  firstName: ' Asha ',
  lastName: 'Verma',
  phone: '98765 43210',
  location: 'Pune',
  dob: '2003-04-15',
  educationLevel: 'Undergraduate',
  collegeName: 'College of Engineering, Pune',
  courseName: 'B.Tech Computer Engineering',
  graduationYear: '2025',
  cgpa: 8.25,
  skills: ['React', 'react', ' TypeScript ', ''],
  bio: 'Final-year student who likes building things for the web.',
  experiences: [{ company: 'Zoho', role: 'Intern', duration: '3 months', description: '' }],
  projects: [{ projectName: 'Campus Connect', description: 'A notice board app', link: 'https://github.com/asha/campus-connect' }],
  prefferedJobTypes: ['internship', 'Full-time'],
  prefferedJobLocations: ['Pune', 'pune', 'Remote'],
  prefferedDomains: ['web development', 'Climate Tech'],
  linkedInProfile: 'https://www.linkedin.com/in/asha-verma',
  githubProfile: 'https://github.com/asha',
  website: '',
  resume: null,
});

describe('POST /users/setup-profile', () => {
  it("stores the wizard's whole object, normalised by the contract; answers the setup fields; writes an activity", async () => {
    const user = await signedUp(a);
    const res = await user.api('POST', '/users/setup-profile', wizard());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your profile has been set up successfully.');
    expect(res.json().data).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      phone: '+919876543210',
      location: 'Pune',
      bio: 'Final-year student who likes building things for the web.',
      skills: ['React', 'TypeScript'],
      subscriptionTier: 'free',
      subscriptionStatus: 'inactive',
    });

    const profile = userSchema.parse((await user.api('GET', '/users/profile')).json().data);
    expect(profile).toMatchObject({
      profileSetupComplete: true,
      dob: '2003-04-15',
      educationLevel: 'Undergraduate',
      graduationYear: 2025,
      cgpa: 8.25,
      experiences: [{ company: 'Zoho', role: 'Intern', duration: '3 months' }],
      projects: [{ projectName: 'Campus Connect', description: 'A notice board app', link: 'https://github.com/asha/campus-connect' }],
      prefferedJobTypes: ['Internship', 'Full-time'],
      prefferedJobLocations: ['Pune', 'Remote'],
      prefferedDomains: ['Web Development', 'Climate Tech'],
      linkedInProfile: 'https://www.linkedin.com/in/asha-verma',
      website: null,
      resume: null,
      profileCompletion: 100,
    });
    expect(profile.experiences[0]).not.toHaveProperty('description');
    expect((await activityOf(a, user.userId)).filter((r) => r.type === 'profileUpdate')).toEqual([
      { type: 'profileUpdate', title: 'Completed your profile setup' },
    ]);
  });

  it('may run again and replaces every wizard field', async () => {
    const user = await signedUp(a);
    await user.api('POST', '/users/setup-profile', wizard());
    const second = { ...wizard(), experiences: [], projects: [], phone: '', location: null, skills: ['Go'] };
    const res = await user.api('POST', '/users/setup-profile', second);
    expect(res.statusCode).toBe(200);
    const profile = (await user.api('GET', '/users/profile')).json().data;
    expect(profile).toMatchObject({ experiences: [], projects: [], phone: null, location: null, skills: ['Go'], profileSetupComplete: true });
    expect(profile.profileCompletion).toBe(profileCompletion(profile));
    expect(profile.profileCompletion).toBe(75);
  });

  it('refuses what the profile rules refuse, with details keyed by path and the contract messages', async () => {
    const user = await signedUp(a);
    const res = await user.api('POST', '/users/setup-profile', {
      ...wizard(),
      firstName: '',
      phone: '12345',
      skills: [' '],
      graduationYear: 1949,
      cgpa: 10.5,
      educationLevel: 'Kindergarten',
      experiences: [{ company: '', role: 'Intern', duration: '3 months' }],
      projects: [{ projectName: 'X', link: 'javascript:alert(1)' }],
      prefferedJobTypes: ['Gig'],
      githubProfile: 'ftp://github.com/asha',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toMatchObject({
      firstName: 'First name is required.',
      phone: 'Please enter a valid 10-digit Indian mobile number.',
      skills: 'Please add at least one skill',
      graduationYear: 'Graduation year must be between 1950 and 2030.',
      cgpa: 'CGPA must be between 0 and 10.',
      educationLevel: expect.stringContaining('Education level must be one of'),
      'experiences.0.company': expect.any(String),
      'projects.0.link': expect.any(String),
      'prefferedJobTypes.0': expect.stringContaining('Job type must be one of'),
      githubProfile: expect.any(String),
    });
    expect((await user.api('GET', '/users/profile')).json().data.profileSetupComplete).toBe(false);
  });

  it('caps the lists (50 skills, 20 experiences) and needs a verified email', async () => {
    const user = await signedUp(a);
    const tooMany = await user.api('POST', '/users/setup-profile', {
      ...wizard(),
      skills: Array.from({ length: 51 }, (_, i) => `Skill ${i}`),
      experiences: Array.from({ length: 21 }, () => ({ company: 'A', role: 'B', duration: 'C' })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details).toMatchObject({
      skills: 'You can add at most 50 skills.',
      experiences: 'You can add at most 20 experiences.',
    });

    const unverified = await unverifiedUser(a);
    const refused = await unverified.api('POST', '/users/setup-profile', wizard());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await as(a, undefined)('POST', '/users/setup-profile', wizard())).statusCode).toBe(401);
  });
});

describe('PUT /users/profile', () => {
  it('changes only the keys sent, clears with null or blank, answers the whole user', async () => {
    const user = await signedUp(a);
    await user.api('POST', '/users/setup-profile', wizard());
    const res = await user.api('PUT', '/users/profile', { firstName: 'Asha Rani', phone: '+91 91234-56789', location: null, bio: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated.');
    const updated = userSchema.parse(res.json().data);
    expect(updated).toMatchObject({
      firstName: 'Asha Rani',
      lastName: 'Verma',
      phone: '+919123456789',
      location: null,
      bio: null,
      dob: '2003-04-15',
      skills: ['React', 'TypeScript'],
      collegeName: 'College of Engineering, Pune',
      profileSetupComplete: true,
    });
    expect(updated.profileCompletion).toBe(75);
    expect((await user.api('GET', '/users/profile')).json().data).toEqual(updated);
    expect((await user.api('GET', '/users/stats')).json().data.profileCompletion).toBe(75);
    const titles = (await activityOf(a, user.userId)).filter((r) => r.type === 'profileUpdate').map((r) => r.title);
    expect(titles).toEqual(['Completed your profile setup', 'Updated your profile']);
  });

  it('ignores what it does not own (email, plan, avatar) and writes nothing for an empty body', async () => {
    const user = await signedUp(a);
    const res = await user.api('PUT', '/users/profile', {
      email: 'someone.else@example.in',
      subscriptionTier: 'premium',
      subscriptionStatus: 'active',
      avatar: 'https://evil.example/x.png',
      emailVerified: false,
      location: 'Noida',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: user.email, subscriptionTier: 'free', avatar: null, location: 'Noida' });

    const before = (await activityOf(a, user.userId)).length;
    const empty = await user.api('PUT', '/users/profile', {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.location).toBe('Noida');
    expect((await activityOf(a, user.userId)).length).toBe(before);
  });

  it('refuses invalid values with the contract messages; names cannot be cleared', async () => {
    const user = await signedUp(a);
    const res = await user.api('PUT', '/users/profile', {
      firstName: null,
      lastName: '   ',
      phone: '55555 55555',
      dob: '2999-01-01',
      cgpa: 8.555,
      graduationYear: 'soon',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      phone: 'Please enter a valid 10-digit Indian mobile number.',
      dob: 'Date of birth cannot be in the future.',
      cgpa: 'CGPA can have at most 2 decimal places.',
      graduationYear: 'Graduation year must be between 1950 and 2030.',
    });
    const bad = await a.t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/profile',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('needs a verified account (403) and a session (401)', async () => {
    const unverified = await unverifiedUser(a);
    const refused = await unverified.api('PUT', '/users/profile', { location: 'Pune' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await as(a, undefined)('PUT', '/users/profile', { location: 'Pune' })).statusCode).toBe(401);
    expect((await as(a, 'not-a-token')('PUT', '/users/profile', { location: 'Pune' })).statusCode).toBe(401);
  });
});

describe('GET /users/stats and /users/activity', () => {
  it('reflect saves, applications and profile changes, and only the caller’s own', async () => {
    const asha = await signedUp(a);
    const ravi = await signedUp(a);
    const [j1, j2, j3] = await addJobs(a, [{ title: 'SDE Intern', company: 'Zoho' }, {}, {}]);
    const empty = (await asha.api('GET', '/users/stats')).json().data;
    expect(empty).toMatchObject({ savedJobsCount: 0, applicationCount: 0, profileCompletion: 38 });

    await asha.api('POST', `/jobs/${j1}/save`);
    await asha.api('POST', `/jobs/${j2}/save`);
    await asha.api('PUT', `/jobs/apply/${j1}`);
    await asha.api('PUT', '/users/profile', { phone: '9876543210', location: 'Pune' });
    await ravi.api('POST', `/jobs/${j3}/save`);
    await ravi.api('PUT', `/jobs/apply/${j3}`);

    expect((await asha.api('GET', '/users/stats')).json().data).toMatchObject({ savedJobsCount: 2, applicationCount: 1, profileCompletion: 63 });
    expect((await ravi.api('GET', '/users/stats')).json().data).toMatchObject({ savedJobsCount: 1, applicationCount: 1, profileCompletion: 38 });

    const feed = activityListResponseSchema.parse((await asha.api('GET', '/users/activity')).json().data);
    expect(feed.map((i) => i.title)).toContain('Applied to SDE Intern at Zoho');
    expect(feed.map((i) => i.title)).toContain('Saved SDE Intern at Zoho');
    const raviRows = await a.t.database.db.execute<{ id: string }>(sql`SELECT id FROM activities WHERE user_id = ${ravi.userId}`);
    const raviIds = new Set(raviRows.rows.map((r) => r.id));
    expect(feed.some((i) => raviIds.has(i.id))).toBe(false);
  });

  it('answers the latest 20 items, newest first, with ISO times', async () => {
    const user = await signedUp(a);
    for (let i = 0; i < 25; i += 1) {
      a.clock.advance(1000);
      await user.api('PUT', '/users/profile', { bio: `Bio ${i}` });
    }
    const res = await user.api('GET', '/users/activity');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const feed = activityListResponseSchema.parse(res.json().data);
    expect(feed).toHaveLength(ACTIVITY_LIMIT);
    expect(feed.every((i) => i.type === 'profileUpdate' && i.title === 'Updated your profile')).toBe(true);
    const times = feed.map((i) => i.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Date(times[0]!).toISOString()).toBe(times[0]);
  });

  it('are readable by an unverified account and need a session', async () => {
    const unverified = await unverifiedUser(a);
    expect((await unverified.api('GET', '/users/stats')).statusCode).toBe(200);
    expect((await unverified.api('GET', '/users/activity')).statusCode).toBe(200);
    expect((await as(a, undefined)('GET', '/users/stats')).statusCode).toBe(401);
    expect((await as(a, undefined)('GET', '/users/activity')).statusCode).toBe(401);
  });
});
