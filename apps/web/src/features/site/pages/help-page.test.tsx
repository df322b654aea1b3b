import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { faqCategories, faqs } from '../content/faqs';

async function openHelp() {
  renderApp('/help');
  await screen.findByRole('heading', { level: 1, name: 'How can we help?' });
  const list = () => screen.getByRole('region', { name: /frequently asked questions|getting started|account|plans/i });
  const questions = () => within(list()).queryAllByRole('button', { expanded: false });
  return { list, questions };
}

describe('help page', () => {
  it('lists every FAQ and sets the title', async () => {
    const { questions } = await openHelp();
    expect(questions()).toHaveLength(faqs.length);
    expect(document.title).toBe('Help — Pathway');
  });

  it('filters the list live as the user types', async () => {
    const user = userEvent.setup();
    const { questions } = await openHelp();
    await user.type(screen.getByRole('searchbox', { name: /search the frequently asked questions/i }), 'refund');
    const expected = faqs.filter((faq) => `${faq.question} ${faq.answer}`.toLowerCase().includes('refund'));
    expect(expected.length).toBeGreaterThan(0);
    expect(questions().map((button) => button.textContent)).toEqual(expected.map((faq) => faq.question));
  });

  it('shows a no-results state and can clear it', async () => {
    const user = userEvent.setup();
    const { questions } = await openHelp();
    await user.type(screen.getByRole('searchbox'), 'xylophone');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByText(/No questions match “xylophone”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(questions()).toHaveLength(faqs.length);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('filters by a category card, and the card toggles back', async () => {
    const user = userEvent.setup();
    const { questions } = await openHelp();
    const category = faqCategories[2]!;
    const card = screen.getByRole('button', { name: new RegExp(category.title) });
    expect(card).toHaveAttribute('aria-pressed', 'false');

    await user.click(card);

    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: category.title })).toBeInTheDocument();
    expect(questions().map((button) => button.textContent)).toEqual(
      faqs.filter((faq) => faq.category === category.id).map((faq) => faq.question),
    );

    await user.click(card);
    expect(questions()).toHaveLength(faqs.length);
  });

  it('expands an answer', async () => {
    const user = userEvent.setup();
    await openHelp();
    const first = faqs[0]!;
    const trigger = screen.getByRole('button', { name: first.question });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first.answer)).toBeVisible();
  });

  it('offers a way to contact support', async () => {
    await openHelp();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });
});
