import type { ContactRequest } from '@pathway/contracts';
import { renderEmail, type RenderedEmail } from '../../platform/mail/render.ts';

/** The message support receives; replying goes straight to the sender. */
export function contactMessageMail(message: ContactRequest, receivedAt: Date): RenderedEmail {
  return renderEmail({
    kind: 'contact-message',
    subject: `[Contact] ${message.subject}`,
    preheader: `${message.name} wrote through the contact form.`,
    heading: 'New message from the contact form',
    blocks: [
      {
        kind: 'fields',
        rows: [
          { label: 'From', value: message.name },
          { label: 'Email', value: message.email },
          { label: 'Subject', value: message.subject },
          { label: 'Received', value: receivedAt.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }) + ' IST' },
        ],
      },
      { kind: 'quote', text: message.message },
      { kind: 'paragraph', text: 'Reply to this email to answer the sender directly. We promise a reply within 24 hours.' },
    ],
  });
}

/** The console's reply to a contact message, to its sender; replying again reaches support. */
export function supportReplyMail(original: { name: string; subject: string; message: string }, body: string): RenderedEmail {
  return renderEmail({
    kind: 'support-reply',
    subject: `Re: ${original.subject}`,
    preheader: body.slice(0, 120),
    heading: `Hello ${original.name}`,
    blocks: [
      { kind: 'paragraph', text: body },
      { kind: 'paragraph', text: 'You wrote:' },
      { kind: 'quote', text: original.message },
    ],
    footnote: 'You are getting this because you wrote to Pathway through the contact form. Reply to this email to write to us again.',
  });
}
