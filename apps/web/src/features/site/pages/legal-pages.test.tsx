import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { privacyPolicy, termsOfService } from '../content/legal';

describe.each([
  ['/privacy', privacyPolicy],
  ['/terms', termsOfService],
])('%s', (path, document) => {
  it('renders title, last update, a table of contents and every section', async () => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: document.title })).toBeInTheDocument();
    expect(window.document.title).toBe(`${document.title} — Pathway`);
    expect(screen.getByText(/Last updated:/).querySelector('time')).toHaveAttribute('datetime', document.lastUpdated);

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(document.sections.map((s) => `#${s.id}`));

    for (const section of document.sections) {
      const heading = screen.getByRole('heading', { level: 2, name: section.heading });
      expect(heading.closest('section')).toHaveAttribute('id', section.id);
    }
  });
});

describe('email addresses in legal text', () => {
  it('become mailto links', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1 });
    const mailLinks = screen.getAllByRole('link', { name: 'support@pathway.in' });
    expect(mailLinks[0]).toHaveAttribute('href', 'mailto:support@pathway.in');
  });
});
