import { describe, expect, it } from 'vitest';
import { addJobs, DAY } from '../user-area/helpers.ts';
import { reminderApps, startDay, student } from '../reminders/helpers.ts';

const app = reminderApps();
const jobLinks = (text: string) => [...text.matchAll(/View the job: http:\/\/localhost:3000\/jobs\/([0-9a-f-]{36})/g)].map((m) => m[1]);

describe('alert mails and listing health', () => {
  it('list a job students reported closed after the others, though it is newer', async () => {
    const a = await app(startDay());
    const s = await student(a, { firstName: 'Meera' });
    const saved = await s.send('POST', '/saved-searches', { name: 'Kotlin jobs', params: { q: 'kotlin' }, frequency: 'instant' });
    expect(saved.statusCode).toBe(201);
    const now = a.clock.now().getTime();
    const [older] = await addJobs(a, [{ title: 'Kotlin Developer', company: 'Older Co', skills: ['Kotlin'], postedDate: new Date(now - 2 * DAY).toISOString() }]);
    const [newer] = await addJobs(a, [{ title: 'Kotlin Engineer', company: 'Newer Co', skills: ['Kotlin'], postedDate: new Date(now - DAY).toISOString() }]);
    for (const reporter of await Promise.all([student(a), student(a), student(a)])) {
      expect((await reporter.send('POST', `/jobs/${newer}/report`, { reason: 'closed' })).statusCode).toBe(201);
    }
    await a.t.app.tasks.runDue();
    const mail = a.smtp.mails.find((m) => m.to.includes(s.email) && m.subject.includes('Kotlin jobs'));
    expect(mail).toBeDefined();
    expect(jobLinks(mail!.text)).toEqual([older, newer]);
  });
});
