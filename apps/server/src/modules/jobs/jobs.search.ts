/**
 * The words of a search and their typo-tolerant expansions (docs/product/catalogue.md#search).
 *
 * Full-text matching itself happens in PostgreSQL (jobs.repository.ts); this file decides, per word,
 * which company names and skills a misspelt word probably meant, using trigram similarity as pg_trgm
 * defines it (words padded with two spaces before and one after, Jaccard similarity of the sets).
 * The expansions then become indexed conditions (`skills && ARRAY[...]`, `company_id = ANY(...)`).
 */

/** Words beyond this are ignored (MAX_QUERY_LENGTH already bounds the text). */
export const MAX_SEARCH_WORDS = 12;
/** Shorter words are too ambiguous to correct ("go" would find Google). */
export const FUZZY_MIN_WORD_LENGTH = 4;
/**
 * pg_trgm's default (0.3) finds too much: even 0.4 takes "Pyton" to PyTorch. 0.42 still takes
 * "Pyton" to Python (0.44), "Infosis" to Infosys (0.45), "Zentrx" to Zentrix (0.5).
 */
export const FUZZY_SIMILARITY_THRESHOLD = 0.42;
/** At most this many corrections per word, the most similar first. */
export const FUZZY_MAX_CANDIDATES = 8;

export interface SearchWords {
  /** Every word, in order; the last one is matched as a prefix (the user may still be typing it). */
  words: string[];
  /** The normalised text (words joined by single spaces), the cache key of the search. */
  text: string;
}

/** Splits the query on white space; words keep their inner punctuation (node.js, c++), which the text parser handles. */
export function searchWords(query: string | undefined): SearchWords | undefined {
  if (!query) return undefined;
  const words = query
    .normalize('NFC')
    // Control characters never belong in a search; they are dropped rather than sent on.
    .replace(/\p{Cc}/gu, ' ')
    .split(/\s+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  return { words, text: words.join(' ').toLowerCase() };
}

function foldAccents(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '');
}

/** The words pg_trgm sees: runs of letters and digits, lower-cased (accents folded, as our search ignores them). */
export function trigramWords(value: string): string[] {
  return foldAccents(value).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function trigramsOfWord(word: string, into: Set<string>): void {
  const padded = `  ${word} `;
  const chars = [...padded];
  for (let i = 0; i + 3 <= chars.length; i += 1) into.add(chars.slice(i, i + 3).join(''));
}

export function trigrams(value: string): Set<string> {
  const set = new Set<string>();
  for (const word of trigramWords(value)) trigramsOfWord(word, set);
  return set;
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of both. */
export function similarity(a: string | Set<string>, b: string | Set<string>): number {
  const ta = typeof a === 'string' ? trigrams(a) : a;
  const tb = typeof b === 'string' ? trigrams(b) : b;
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  return shared / (ta.size + tb.size - shared);
}

/** A dictionary term (a company name or a skill) prepared for repeated comparisons. */
export interface FuzzyTerm<T> {
  value: T;
  /** Trigram sets of each word of the term. */
  words: Set<string>[];
  /** The term's words themselves, to skip exact matches (full-text search finds those already). */
  plain: Set<string>;
}

export function fuzzyTerm<T>(label: string, value: T): FuzzyTerm<T> {
  const words = trigramWords(label);
  return {
    value,
    words: words.map((w) => {
      const set = new Set<string>();
      trigramsOfWord(w, set);
      return set;
    }),
    plain: new Set(words),
  };
}

/**
 * The terms a word probably meant: similarity to any single word of the term ≥ the threshold, but
 * not an exact word of it. Empty for short words.
 */
export function fuzzyMatches<T>(word: string, terms: readonly FuzzyTerm<T>[]): T[] {
  const folded = trigramWords(word);
  if (folded.length !== 1) return []; // "node.js" and the like: leave them to the text search
  const w = folded[0]!;
  if ([...w].length < FUZZY_MIN_WORD_LENGTH) return [];
  const mine = new Set<string>();
  trigramsOfWord(w, mine);
  const scored: { value: T; score: number }[] = [];
  for (const term of terms) {
    if (term.plain.has(w)) continue;
    let best = 0;
    for (const set of term.words) best = Math.max(best, similarity(mine, set));
    if (best >= FUZZY_SIMILARITY_THRESHOLD) scored.push({ value: term.value, score: best });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, FUZZY_MAX_CANDIDATES).map((s) => s.value);
}
