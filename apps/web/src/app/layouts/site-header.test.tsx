import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { dismissToast } from '@/lib/toast';
import { fakeServer, ok, renderApp, testUser } from '@/test/render';

let server: ReturnType<typeof fakeServer> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  dismissToast();
});

function signIn(user: object = testUser) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  server = fakeServer((config) => (config.url === '/users/profile' ? ok(user) : { status: 404 }));
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const banner = () => screen.getByRole('banner');

describe('header for guests', () => {
  it('links the logo home and offers Jobs, Pricing, Sign In and Sign Up', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(within(banner()).getByRole('link', { name: 'Pathway' })).toHaveAttribute('href', '/');
    expect(within(mainNav()).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(within(mainNav()).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(mainNav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(banner()).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(within(banner()).queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });
});

describe('header for a signed-in user', () => {
  it('adds Dashboard and Saved Jobs and an avatar with initials instead of Sign In', async () => {
    signIn();
    renderApp('/about');
    const menuButton = await screen.findByRole('button', { name: 'Account menu' });
    expect(menuButton).toHaveTextContent('AV');
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(mainNav()).getByRole('link', { name: 'Saved Jobs' })).toHaveAttribute('href', '/saved-jobs');
    expect(within(mainNav()).getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/applications');
    expect(within(banner()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("shows 'U' in the avatar when the user has no names", async () => {
    signIn({ ...testUser, firstName: '', lastName: '' });
    renderApp('/about');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toHaveTextContent('U');
  });

  it('has a menu with name, email, Profile, Saved Jobs, Settings and Log out', async () => {
    const user = userEvent.setup();
    signIn();
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(menu).getByText('asha@example.in')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Saved Jobs' })).toHaveAttribute('href', '/saved-jobs');
    expect(within(menu).getByRole('menuitem', { name: 'Saved Searches' })).toHaveAttribute('href', '/saved-searches');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('logs out: clears the session and goes home', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    // The server is asked to revoke the refresh token, with the session's bearer token.
    const logout = server?.requests.find((r) => r.url === '/users/logout');
    expect(logout?.method).toBe('post');
    expect(logout?.headers.Authorization).toBe('Bearer valid-token');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Dashboard');
  });
});

describe('mobile drawer', () => {
  it('offers Home, Jobs, Pricing, Sign In and Sign Up to guests', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(drawer).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Home', 'Jobs', 'Pricing', 'Sign In', 'Sign Up']);
  });

  it('offers the member pages and signs out with a toast', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderApp('/saved-jobs');
    await screen.findByRole('heading', { level: 1, name: 'Saved Jobs' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Jobs',
      'Pricing',
      'Dashboard',
      'Saved Jobs',
      'Applications',
      'Saved Searches',
      'Profile',
      'Settings',
    ]);

    await user.click(within(drawer).getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    const notifications = screen.getByRole('region', { name: /notifications/i });
    expect(await within(notifications).findByText('Signed out')).toBeInTheDocument();
    expect(within(notifications).getByText('You have been successfully signed out.')).toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Jobs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('footer', () => {
  it('links the static pages and shows version and copyright', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Help', '/help'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Pricing', '/pricing'],
      ['Jobs', '/jobs'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByText('Version 1.0.0')).toBeInTheDocument();
    expect(within(footer).getByText('© 2024 Pathway')).toBeInTheDocument();
  });
});

describe('skip link', () => {
  it('leads to the main content', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
