import type { Faq, FaqCategoryId } from './content/faqs';

export interface FaqFilter {
  query: string;
  category: FaqCategoryId | null;
}

/** Words of a search, lower-cased, without punctuation at their ends. */
function termsOf(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

/** FAQs in the chosen category whose question or answer contains every word of the query. */
export function filterFaqs(faqs: readonly Faq[], { query, category }: FaqFilter): Faq[] {
  const terms = termsOf(query);
  return faqs.filter((faq) => {
    if (category && faq.category !== category) return false;
    if (terms.length === 0) return true;
    const text = `${faq.question} ${faq.answer}`.toLowerCase();
    return terms.every((term) => text.includes(term));
  });
}
