import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

describe('404 page', () => {
  it('shows the requested path and links home, to jobs and to contact', async () => {
    renderApp('/no/such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such-page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found — Pathway');
  });

  it('goes back to the previous page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Pathway' });
    await router.navigate('/missing');
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Pathway' })).toBeInTheDocument();
  });

  it('goes home when there is nothing to go back to', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/missing');
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await screen.findByRole('search');
    expect(router.state.location.pathname).toBe('/');
  });
});

