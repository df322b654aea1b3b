import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { aboutContent } from '../content/about';

describe('about page', () => {
  it("shows the mission, the four stats, the values and how it works", async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: aboutContent.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: aboutContent.mission.heading })).toBeInTheDocument();
    for (const [value, label] of [
      ['10,000+', 'Active jobs'],
      ['50,000+', 'Users'],
      ['2,500+', 'Companies'],
      ['85%', 'Success rate'],
    ] as const) {
      const term = screen.getByText(label, { selector: 'dt' });
      expect(term.parentElement?.querySelector('dd')).toHaveTextContent(value);
    }
    for (const value of aboutContent.values.items) {
      expect(screen.getByRole('heading', { level: 3, name: value.title })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(aboutContent.howItWorks.steps.length);
    expect(document.title).toBe('About — Pathway');
  });
});
