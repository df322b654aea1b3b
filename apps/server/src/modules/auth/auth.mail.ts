import { OTP_TTL_MINUTES, RESET_LINK_TTL_MINUTES, SUPPORT_EMAIL } from '@pathway/contracts';
import { renderEmail, type RenderedEmail } from '../../platform/mail/render.ts';

// Subjects never carry a code: the mailer logs subjects.

const greeting = (firstName: string) => `Hi ${firstName},`;
const codeCaption = `This code works once and expires in ${OTP_TTL_MINUTES} minutes.`;
const notYou = "If you didn't ask for this, you can ignore this email. Nobody can sign in without the code.";

/** After registration (and on resend): confirms the address. */
export function verificationCodeMail(firstName: string, code: string): RenderedEmail {
  return renderEmail({
    kind: 'verification-code',
    subject: 'Verify your email for Pathway',
    preheader: 'Your 6-digit code to finish signing up.',
    heading: 'Welcome to Pathway!',
    blocks: [
      { kind: 'paragraph', text: `${greeting(firstName)}\nYou're one step away from jobs and internships picked for students. Enter this code on the verification screen to confirm your email:` },
      { kind: 'code', code, caption: codeCaption },
      { kind: 'paragraph', text: 'Next, set up your profile so companies see your best side.' },
    ],
    footnote: notYou,
  });
}

/** Sign-in of an account whose email is not verified yet. */
export function loginCodeMail(firstName: string, code: string): RenderedEmail {
  return renderEmail({
    kind: 'sign-in-code',
    subject: 'Your Pathway sign-in code',
    preheader: 'Confirm your email to finish signing in.',
    heading: 'Finish signing in',
    blocks: [
      { kind: 'paragraph', text: `${greeting(firstName)}\nYou tried to sign in, but your email isn't verified yet. Enter this code to verify it and sign in:` },
      { kind: 'code', code, caption: codeCaption },
    ],
    footnote: notYou,
  });
}

/** Forgot password: a code for the app and a link for this device. */
export function passwordResetMail(firstName: string, code: string, resetUrl: string): RenderedEmail {
  return renderEmail({
    kind: 'password-reset',
    subject: 'Reset your Pathway password',
    preheader: 'A link and a code to choose a new password.',
    heading: 'Reset your password',
    blocks: [
      { kind: 'paragraph', text: `${greeting(firstName)}\nWe got a request to reset your Pathway password. Enter this code on the verification screen:` },
      { kind: 'code', code, caption: codeCaption },
      { kind: 'paragraph', text: `Or tap the button to choose a new password on this device. The link works once and expires in ${RESET_LINK_TTL_MINUTES} minutes.` },
      { kind: 'button', label: 'Choose a new password', url: resetUrl },
    ],
    footnote: "If you didn't ask to reset your password, ignore this email: your password stays the same.",
  });
}

/** After a reset or a change: tells the owner, who can act if it wasn't them. */
export function passwordChangedMail(
  firstName: string,
  how: 'reset' | 'changed',
  changedAt: Date,
  forgotPasswordUrl: string,
): RenderedEmail {
  const when = `${changedAt.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })} IST`;
  return renderEmail({
    kind: 'password-changed',
    subject: 'Your Pathway password was changed',
    preheader: `Your password was ${how === 'reset' ? 'reset' : 'changed'} on ${when}.`,
    heading: 'Your password was changed',
    blocks: [
      {
        kind: 'paragraph',
        text: `${greeting(firstName)}\nThe password of your Pathway account was ${how === 'reset' ? 'reset' : 'changed'} on ${when}. ${
          how === 'reset' ? 'For your safety we signed you out on every device.' : 'We signed you out on your other devices.'
        }`,
      },
      { kind: 'paragraph', text: "If this was you, there's nothing more to do." },
      { kind: 'paragraph', text: `If it wasn't you, reset your password now and write to us at ${SUPPORT_EMAIL}.` },
      { kind: 'button', label: 'Reset my password', url: forgotPasswordUrl },
    ],
    footnote: 'We send this email whenever your password changes.',
  });
}
