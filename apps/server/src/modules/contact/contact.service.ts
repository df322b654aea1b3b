import { SUPPORT_EMAIL, type ContactRequest } from '@pathway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { contactMessageMail } from './contact.mail.ts';
import { deleteContactMessage, insertContactMessage } from './contact.repository.ts';

export type ContactOutcome = 'sent' | 'dropped';

/**
 * Stores the message and mails it to support. A filled honeypot drops it silently (the bot sees
 * success); a mail that cannot be sent removes the stored copy so that nothing half-done remains.
 */
export async function submitContactMessage(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: ContactRequest,
  ip: string,
): Promise<ContactOutcome> {
  const { rateLimiter, config, database, mailer } = deps;
  await rateLimiter.consume('contact-ip', ip, config.rateLimits.contactPerIp);

  if (input.website && input.website.trim() !== '') {
    log.info('contact message dropped by the honeypot');
    return 'dropped';
  }

  await rateLimiter.consume('contact-email', input.email, config.rateLimits.contactPerEmail);

  const { website: _honeypot, ...message } = input;
  const id = await insertContactMessage(database.db, { ...message, ip });
  try {
    await mailer.send({ ...contactMessageMail(message, deps.now()), to: SUPPORT_EMAIL, replyTo: message.email });
  } catch (err) {
    log.error({ err, contactMessageId: id }, 'could not mail a contact message');
    await deleteContactMessage(database.db, id);
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `We could not send your message right now. Please try again in a few minutes, or write to ${SUPPORT_EMAIL}.`,
    );
  }
  log.info({ contactMessageId: id }, 'contact message received');
  return 'sent';
}
