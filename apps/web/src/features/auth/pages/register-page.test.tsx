import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { authAnswer, bodyOf, failure, fakeApi, ok, renderApp, testUser, toastRegion } from '@/test/render';

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

async function openRegister() {
  const view = renderApp('/register');
  await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
  const form = screen.getByRole('form', { name: 'Sign up' });
  const field = (label: string) => within(form).getByLabelText(label);
  return {
    ...view,
    form,
    firstName: field('First name'),
    lastName: field('Last name'),
    email: field('Email'),
    password: field('Password'),
    confirm: field('Confirm password'),
    terms: within(form).getByRole('checkbox', { name: /I agree to the Terms of Service and the Privacy Policy/ }),
    submit: within(form).getByRole('button', { name: 'Create Account' }),
  };
}

type Page = Awaited<ReturnType<typeof openRegister>>;

async function fillIn(user: ReturnType<typeof userEvent.setup>, page: Page, password = 'Pathway@2026') {
  await user.type(page.firstName, 'Asha');
  await user.type(page.lastName, 'Verma');
  await user.type(page.email, 'asha@example.in');
  await user.type(page.password, password);
  await user.type(page.confirm, password);
}

describe('register page', () => {
  it('has the fields, the terms and privacy links and the 25,000+ claim', async () => {
    const page = await openRegister();
    expect(page.password).toHaveAttribute('type', 'password');
    expect(page.confirm).toHaveAttribute('type', 'password');
    expect(page.terms).not.toBeChecked();
    expect(within(page.form).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(page.form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('25,000+ professionals')).toBeInTheDocument();
  });

  it("shows the form's messages and sends nothing", async () => {
    const user = userEvent.setup();
    server = fakeApi({});
    const page = await openRegister();
    await user.click(page.submit);
    expect(await screen.findAllByText('Please fill in all required fields.')).toHaveLength(4);
    expect(screen.getByText('Please accept the terms and conditions.')).toBeInTheDocument();
    expect(page.terms).toHaveAccessibleDescription('Please accept the terms and conditions.');
    expect(page.firstName).toHaveFocus();

    await user.type(page.firstName, 'Asha');
    await user.type(page.lastName, 'Verma');
    await user.type(page.email, 'asha@example.in');
    await user.type(page.password, 'Short1!');
    await user.type(page.confirm, 'Short1');
    await user.click(page.submit);
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(page.confirm).toHaveAccessibleDescription('Passwords do not match.');
    expect(server.requests).toHaveLength(0);
  });

  it('rates the password with 5 checks and 5 labels as it is typed', async () => {
    const user = userEvent.setup();
    const page = await openRegister();
    const steps: [string, string][] = [
      ['a', 'Very Weak'],
      ['B', 'Weak'],
      ['3', 'Fair'],
      ['$', 'Good'],
      ['xyzw', 'Strong'],
    ];
    for (const [typed, label] of steps) {
      await user.type(page.password, typed);
      expect(page.password).toHaveAccessibleDescription(new RegExp(`^Password strength: ${label}`));
    }
    const checks = screen.getByRole('list', { name: 'A strong password has' });
    expect(within(checks).getAllByRole('listitem')).toHaveLength(5);
    for (const text of [
      'At least 8 characters (met)',
      'An uppercase letter (met)',
      'A lowercase letter (met)',
      'A number (met)',
      'A special character (met)',
    ]) {
      expect(within(checks).getByText(text)).toBeInTheDocument();
    }
  });

  it('says live whether the confirmation matches', async () => {
    const user = userEvent.setup();
    const page = await openRegister();
    await user.type(page.password, 'Pathway@2026');
    await user.type(page.confirm, 'Pathway@');
    expect(page.confirm).toHaveAccessibleDescription("Passwords don't match yet");
    await user.type(page.confirm, '2026');
    expect(page.confirm).toHaveAccessibleDescription('Passwords match');
  });

  it('registers and goes to the code page with the email, type register and /profile-setup', async () => {
    const user = userEvent.setup();
    server = fakeApi({ 'POST /users/register': ok(authAnswer({ ...testUser, emailVerified: false }), 201) });
    const page = await openRegister();
    await fillIn(user, page);
    await user.click(page.terms);
    await user.click(page.submit);

    expect(await screen.findByRole('heading', { level: 1, name: 'Complete Registration' })).toBeInTheDocument();
    expect(bodyOf(server.requests[0])).toEqual({
      email: 'asha@example.in',
      password: 'Pathway@2026',
      firstName: 'Asha',
      lastName: 'Verma',
    });
    expect(page.router.state.location.state).toEqual({
      email: 'asha@example.in',
      type: 'register',
      redirectTo: '/profile-setup',
    });
    expect(
      within(toastRegion()).getByText('Registration initiated! Please check your email for verification code.'),
    ).toBeInTheDocument();
    // Signed in only once the code is verified.
    expect(sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it("shows the server's refusal, next to the field when it names one", async () => {
    const user = userEvent.setup();
    const routes = {
      'POST /users/register': failure(400, 'VALIDATION_ERROR', 'Please correct the highlighted fields.', {
        password: 'This password is too common. Please choose one that is harder to guess.',
      }),
    };
    server = fakeApi(routes);
    const page = await openRegister();
    await fillIn(user, page, 'Password1');
    await user.click(page.terms);
    await user.click(page.submit);
    expect(await within(toastRegion()).findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(page.password).toHaveAccessibleDescription(
      /This password is too common. Please choose one that is harder to guess./,
    );
    expect(page.router.state.location.pathname).toBe('/register');

    routes['POST /users/register'] = { status: 500, data: {} } as never;
    await user.click(page.submit);
    await waitFor(() =>
      expect(within(toastRegion()).getByText('Registration failed. Please try again.')).toBeInTheDocument(),
    );
  });
});
