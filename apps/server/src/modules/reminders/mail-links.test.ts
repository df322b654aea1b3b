import { describe, expect, it } from 'vitest';
import { signAnswer, signUnsubscribe, verifyAnswer, verifyUnsubscribe } from './mail-links.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const USER = '3f2b9c1e-8a4d-4c2b-9e1f-0a1b2c3d4e5f';
const APPLICATION = '9e8d7c6b-5a49-4837-a625-1b2c3d4e5f60';
const DAY = 24 * 60 * 60 * 1000;

describe('mail link tokens', () => {
  it('name a user and a kind, and nothing else (no email, no readable text)', () => {
    for (const kind of ['deadlineReminders', 'followUps'] as const) {
      const token = signUnsubscribe(SECRET, USER, kind);
      expect(token).toMatch(/^[A-Za-z0-9_-]{40,60}$/);
      expect(verifyUnsubscribe(SECRET, token)).toEqual({ userId: USER, kind });
    }
    expect(signUnsubscribe(SECRET, USER, 'followUps')).not.toBe(signUnsubscribe(SECRET, USER, 'deadlineReminders'));
  });

  it('refuse another secret, any changed byte, other lengths and the other purpose', () => {
    const token = signUnsubscribe(SECRET, USER, 'followUps');
    expect(verifyUnsubscribe('another-secret-of-at-least-32-characters', token)).toBeUndefined();
    const bytes = Buffer.from(token, 'base64url');
    for (let i = 0; i < bytes.length; i++) {
      const changed = Buffer.from(bytes);
      changed[i] = changed[i]! ^ 0x01;
      expect(verifyUnsubscribe(SECRET, changed.toString('base64url')), `byte ${i}`).toBeUndefined();
    }
    expect(verifyUnsubscribe(SECRET, token.slice(0, -2))).toBeUndefined();
    expect(verifyUnsubscribe(SECRET, `${token}AA`)).toBeUndefined();
    expect(verifyUnsubscribe(SECRET, 'not a token!')).toBeUndefined();
    const answer = signAnswer(SECRET, { userId: USER, applicationId: APPLICATION, type: 'follow-up-7' }, new Date());
    expect(verifyUnsubscribe(SECRET, answer)).toBeUndefined();
    expect(verifyAnswer(SECRET, token, new Date())).toBeUndefined();
  });

  it('answer links last 60 days', () => {
    const issued = new Date('2026-12-01T03:00:00Z');
    const token = signAnswer(SECRET, { userId: USER, applicationId: APPLICATION, type: 'follow-up-30' }, issued);
    const link = { userId: USER, applicationId: APPLICATION, type: 'follow-up-30' };
    expect(verifyAnswer(SECRET, token, issued)).toEqual(link);
    expect(verifyAnswer(SECRET, token, new Date(issued.getTime() + 60 * DAY))).toEqual(link);
    expect(verifyAnswer(SECRET, token, new Date(issued.getTime() + 61 * DAY))).toBeUndefined();
  });
});
