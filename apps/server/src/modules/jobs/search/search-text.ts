/**
 * The text a search compares: what pathway_search_text (migration 0006) makes of a job's fields in
 * the database, made here of a query, so that both sides hold the same words (docs/search.md#words).
 * A test runs both over the demo catalogue and holds them equal.
 */

/** Letters that unaccent folds to more than one letter (the rest lose their accents below). */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ı: 'i' };

/** Accents off Latin letters only: Devanagari's vowel signs are marks too, and must stay. */
function foldLatin(value: string): string {
  return value
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[ßæœøđłþı]/g, (ch) => LIGATURES[ch] ?? ch);
}

const PUNCTUATION = /[-!"#$%&'()*+,./:;<=>?@[\\\]^_`{|}~–—‘’“”•…·]+/g;

export function searchText(value: string): string {
  return foldLatin(value.replaceAll('₹', ' ').toLowerCase())
    .replace(/(^|[^a-z0-9])c\+\+/g, '$1 cplusplus ')
    .replace(/(^|[^a-z0-9])([cf])#/g, '$1 $2sharp ')
    .replace(/\.net($|[^a-z0-9])/g, ' dotnet$1')
    .replace(/([a-z0-9])\.js($|[^a-z0-9])/g, '$1js$2')
    .replace(PUNCTUATION, ' ');
}

/**
 * The words of a text as the search sees them: searchText split on white space, control characters
 * dropped, and only words with a letter or digit (an emoji alone is no word).
 */
export function searchTokens(value: string): string[] {
  return searchText(value.normalize('NFC').replace(/\p{Cc}/gu, ' '))
    .split(/\s+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
}
