import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, OutgoingMail } from './mailer.ts';

/**
 * Mail sent after the answer instead of before it. The accounts flows use it so that an answer
 * takes the same time whether or not a mail goes out (no account enumeration by timing), and so
 * that a slow mail provider never holds a sign-in. A failure is logged (subject only); the person
 * can ask for another code.
 */
export interface BackgroundMail {
  send(mail: OutgoingMail, log: FastifyBaseLogger): void;
  /** Like send, for a mail whose making does work of its own (a reset link's token is written first). */
  compose(make: () => Promise<OutgoingMail>, log: FastifyBaseLogger): void;
  /** Resolves when every mail handed over so far has been sent or has failed (on shutdown). */
  drain(): Promise<void>;
}

export function createBackgroundMail(mailer: Mailer): BackgroundMail {
  const pending = new Set<Promise<void>>();
  const compose: BackgroundMail['compose'] = (make, log) => {
    let subject: string | undefined;
    const sending = make()
      .then((mail) => {
        subject = mail.subject;
        return mailer.send(mail);
      })
      .catch((err: unknown) => log.error({ err, mail: { subject } }, 'could not send a mail'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  };
  return {
    send: (mail, log) => compose(async () => mail, log),
    compose,
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
