import { SUPPORT_EMAIL } from '@pathway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/lib/toast';
import { fakeServer, renderApp } from '@/test/render';

let server: ReturnType<typeof fakeServer> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  dismissToast();
});

async function openContact() {
  const view = renderApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact us' });
  const field = (name: string) => screen.getByRole('textbox', { name });
  return { ...view, field };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, field: (name: string) => HTMLElement) {
  await user.type(field('Name'), 'Asha Verma');
  await user.type(field('Email'), 'Asha@Example.in');
  await user.type(field('Subject'), 'Stipend question');
  await user.type(field('Message'), 'Is the stipend listed per month?');
}

const notifications = () => screen.getByRole('region', { name: /notifications/i });

describe('contact page', () => {
  it('labels every field and shows support email, hours and reply time', async () => {
    const { field } = await openContact();
    for (const name of ['Name', 'Email', 'Subject', 'Message']) expect(field(name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    expect(screen.getByText('Monday to Friday, 9:00 to 18:00 IST')).toBeInTheDocument();
    expect(screen.getAllByText(/within 24 hours/).length).toBeGreaterThan(0);
    expect(document.title).toBe('Contact — Pathway');
  });

  it('has a honeypot that people cannot see or reach', async () => {
    const { container } = await openContact();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });

  it('requires all four fields', async () => {
    const user = userEvent.setup();
    server = fakeServer(() => ({ status: 201, data: { success: true, status: 201, message: 'Sent', data: null } }));
    const { field } = await openContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Subject is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Name is required.');
    expect(server.requests).toHaveLength(0);
  });

  it('checks the email address', async () => {
    const user = userEvent.setup();
    const { field } = await openContact();
    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('sends the message, thanks the user and clears the form', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    server = fakeServer(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, data: { success: true, status: 201, message: 'Sent', data: null } });
        }),
    );
    const { field } = await openContact();
    await fillIn(user, field);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(server.requests[0]).toMatchObject({ method: 'post', url: '/stats/contact' });
    expect(JSON.parse(String(server.requests[0]?.data))).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      subject: 'Stipend question',
      message: 'Is the stipend listed per month?',
      website: '',
    });

    release();

    expect(await within(notifications()).findByText('Message Sent!')).toBeInTheDocument();
    expect(within(notifications()).getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    await waitFor(() => expect(field('Name')).toHaveValue(''));
    expect(field('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows the server's message and its field errors when sending fails", async () => {
    const user = userEvent.setup();
    server = fakeServer(() => ({
      status: 400,
      data: {
        success: false,
        status: 400,
        message: 'Please correct the highlighted fields.',
        code: 'VALIDATION_ERROR',
        details: { subject: 'Subject looks like spam.' },
      },
    }));
    const { field } = await openContact();
    await fillIn(user, field);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await within(notifications()).findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(within(notifications()).getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Subject looks like spam.')).toBeInTheDocument();
    expect(field('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveValue('Asha Verma');
  });

  it('reports a rate limit', async () => {
    const user = userEvent.setup();
    server = fakeServer(() => ({
      status: 429,
      data: { success: false, status: 429, message: 'Too many messages. Please try again later.', code: 'RATE_LIMITED' },
    }));
    const { field } = await openContact();
    await fillIn(user, field);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await within(notifications()).findByText('Too many messages. Please try again later.'),
    ).toBeInTheDocument();
  });
});
