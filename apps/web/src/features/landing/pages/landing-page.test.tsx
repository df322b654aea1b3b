import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_TITLE } from '@/hooks/use-document-title';
import { renderApp } from '@/test/render';

describe('landing page', () => {
  it('has one h1, the search box and a call to action', async () => {
    renderApp('/');
    const headings = await screen.findAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const cta = screen.getByRole('region', { name: /ready to take the first step/i });
    expect(within(cta).getByRole('link', { name: /create a free account/i })).toHaveAttribute('href', '/register');
    expect(within(cta).getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
    // Set by an effect, which may run after the headings are found.
    await waitFor(() => expect(document.title).toBe(APP_TITLE));
  });
});
