import { describe, expect, it } from 'vitest';
import type { Faq } from './content/faqs';
import { filterFaqs } from './faq-search';

const faqs: Faq[] = [
  { id: 'a', category: 'getting-started', question: 'How do I search jobs?', answer: 'Type a role and press Enter.' },
  { id: 'b', category: 'account-profile', question: 'How do I reset my password?', answer: 'Use Forgot password.' },
  { id: 'c', category: 'plans-billing', question: 'Can I get a refund?', answer: 'Premium refunds within 7 days.' },
];

const ids = (list: Faq[]) => list.map((faq) => faq.id);

describe('filterFaqs', () => {
  it('returns everything without a query or category', () => {
    expect(ids(filterFaqs(faqs, { query: '', category: null }))).toEqual(['a', 'b', 'c']);
    expect(ids(filterFaqs(faqs, { query: '   ', category: null }))).toEqual(['a', 'b', 'c']);
  });

  it('matches question and answer text, ignoring case', () => {
    expect(ids(filterFaqs(faqs, { query: 'PASSWORD', category: null }))).toEqual(['b']);
    expect(ids(filterFaqs(faqs, { query: 'enter', category: null }))).toEqual(['a']);
  });

  it('needs every word, in any order, and ignores punctuation around words', () => {
    expect(ids(filterFaqs(faqs, { query: 'refund premium', category: null }))).toEqual(['c']);
    expect(ids(filterFaqs(faqs, { query: 'refund?', category: null }))).toEqual(['c']);
    expect(ids(filterFaqs(faqs, { query: 'refund password', category: null }))).toEqual([]);
  });

  it('keeps to the chosen category', () => {
    expect(ids(filterFaqs(faqs, { query: '', category: 'plans-billing' }))).toEqual(['c']);
    expect(ids(filterFaqs(faqs, { query: 'how', category: 'account-profile' }))).toEqual(['b']);
  });
});
