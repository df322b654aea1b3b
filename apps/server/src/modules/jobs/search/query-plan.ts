/**
 * Reads a query into what to look for (docs/search.md): its words are cut into concepts (a phrase of
 * the lexicon, a multi-word skill, or one word), each concept becomes the alternatives that match
 * it (synonyms, a place, a work mode, a job type...) and a weight (rarer words weigh more), words
 * that match nothing as typed are corrected to the nearest catalogue word, and the answer's report
 * says what was corrected, ignored or left out. The database work is the repository's: this reads
 * the vocabulary and asks `matchesAsTyped` only about the words the vocabulary does not know.
 */
import { MAX_SEARCH_WORDS, type SearchReport } from '@pathway/contracts';
import { LEXICON, type Meaning, type PropertyMeaning } from './lexicon.ts';
import { searchTokens } from './search-text.ts';
import { allowedEdits, editDistance, type Vocabulary } from './vocabulary.ts';

/** Words of a phrase as one sequence (`phrase`), all of them in one field in any order (`all`), or the word as a prefix. */
export interface TextAlternative {
  words: string;
  match: 'phrase' | 'all' | 'prefix';
  factor: number;
}

/** A property of the job a concept matches: a lexicon meaning, or experience and pay read from numbers. */
export type Property =
  | PropertyMeaning
  /** Experience: a range that holds `years`, or (orMore) reaches it. */
  | { kind: 'years'; years: number; orMore?: boolean }
  /** Pay of at least this many rupees a year ("5 lpa", "20k stipend"). */
  | { kind: 'pay'; atLeast: number };

export interface Concept {
  /** The words as typed (searchText form). */
  typed: string;
  /** The words as searched: `typed`, or its correction. */
  searched: string;
  weight: number;
  text: TextAlternative[];
  property?: Property;
  /** Only orders the answer, never narrows it (the words of a query as one phrase). */
  soft?: boolean;
}

export interface SearchPlan {
  concepts: Concept[];
  /** The report, but for `partial`, which only the count can tell. */
  report: Omit<SearchReport, 'partial'>;
  /** The query's words, for cache keys. */
  key: string;
}

/** Factors (docs/search.md#ranking): a correction counts a little less than the word typed. */
export const CORRECTION_FACTOR = 0.9;
/** A finished word as the prefix of longer words ("cyber" → cybersecurity). */
const PREFIX_OF_WORD_FACTOR = 0.6;
/** The phrase of words typed side by side, against the least of their weights. */
const PHRASE_WEIGHT = 0.5;
/** A multi-word skill whose words are all there, but not side by side. */
const ALL_WORDS_FACTOR = 0.8;
/** Word weights: log-scaled rarity, kept within these bounds so no one word decides alone. */
const MIN_WEIGHT = 0.5;
const MAX_WEIGHT = 3;
/** The weight of a word whose frequency is unknown (only in descriptions, or an inflection). */
const UNKNOWN_WEIGHT = 1;

interface LexiconEntry {
  meaning: Meaning;
  /** The key in searchText form. */
  key: string;
}

const lexicon: ReadonlyMap<string, LexiconEntry> = new Map(
  LEXICON.map(([typed, meaning]) => {
    const key = searchTokens(typed).join(' ');
    const normalised: Meaning =
      meaning.kind === 'words'
        ? { ...meaning, alternatives: meaning.alternatives.map((a) => ({ ...a, phrase: searchTokens(a.phrase).join(' ') })) }
        : meaning.kind === 'place'
          ? { kind: 'place', cities: meaning.cities.map((c) => c.toLowerCase()) }
          : meaning;
    return [key, { meaning: normalised, key }];
  }),
);
const LONGEST_LEXICON_PHRASE = Math.max(...[...lexicon.keys()].map((k) => k.split(' ').length));
const MAX_PHRASE = Math.max(LONGEST_LEXICON_PHRASE, 4);
/** Single-word lexicon keys that a misspelt word may be corrected to ("banglore" → "bangalore"). */
const lexiconWords = [...lexicon.keys()].filter((k) => !k.includes(' ') && lexicon.get(k)!.meaning.kind !== 'ignore');

const YEAR_WORDS = new Set(['year', 'years', 'yr', 'yrs', 'y', 'saal', 'sal']);
const LAKH_WORDS = new Set(['lpa', 'lakh', 'lakhs', 'lac', 'lacs', 'l']);
const RUPEES_PER_LAKH = 100_000;

/** A number a student types for pay: "5 lpa" / "5lpa" (a year), "20k" or "15000" (a month's stipend). */
function payAmount(word: string, next: string | undefined): { atLeast: number; words: number } | undefined {
  const lakhs = /^(\d+(?:\.\d+)?)(lpa|l|lakh|lac)$/.exec(word);
  if (lakhs) return { atLeast: Number(lakhs[1]) * RUPEES_PER_LAKH, words: 1 };
  if (/^\d+(\.\d+)?$/.test(word) && next !== undefined && LAKH_WORDS.has(next)) return { atLeast: Number(word) * RUPEES_PER_LAKH, words: 2 };
  const thousands = /^(\d+)k$/.exec(word);
  if (thousands) return { atLeast: Number(thousands[1]) * 1000 * 12, words: 1 };
  const amount = /^\d{4,6}$/.test(word) ? Number(word) : undefined;
  // 1950–2100 is a year ("2025 batch"), not pay.
  if (amount !== undefined && (amount < 1950 || amount > 2100)) return { atLeast: amount * 12, words: 1 };
  return undefined;
}

/** A piece of the query before the database is asked: the words and what is already known of them. */
type Piece =
  | { kind: 'lexicon'; typed: string; entry: LexiconEntry }
  | { kind: 'pay'; typed: string; atLeast: number }
  | { kind: 'ignore'; typed: string }
  | { kind: 'phrase'; typed: string }
  | { kind: 'years'; typed: string; years: number; orMore: boolean }
  | { kind: 'word'; typed: string; word: string; last: boolean };

function segment(tokens: string[], vocabulary: Vocabulary): Piece[] {
  const pieces: Piece[] = [];
  let i = 0;
  while (i < tokens.length) {
    let taken = 0;
    for (let length = Math.min(MAX_PHRASE, tokens.length - i); length >= 1 && taken === 0; length -= 1) {
      const key = tokens.slice(i, i + length).join(' ');
      const entry = lexicon.get(key);
      if (entry) {
        pieces.push({ kind: 'lexicon', typed: key, entry });
        taken = length;
      } else if (length >= 2 && vocabulary.phrases.has(key)) {
        pieces.push({ kind: 'phrase', typed: key });
        taken = length;
      }
    }
    if (taken > 0) {
      i += taken;
      continue;
    }
    const word = tokens[i]!;
    const next = tokens[i + 1];
    const pay = payAmount(word, next);
    if (pay) {
      pieces.push({ kind: 'pay', typed: tokens.slice(i, i + pay.words).join(' '), atLeast: pay.atLeast });
      i += pay.words;
    } else if (/^(19[5-9]\d|20\d\d|2100)$/.test(word)) {
      pieces.push({ kind: 'ignore', typed: word });
      i += 1;
    } else if (/^\d{1,2}$/.test(word) && next !== undefined && YEAR_WORDS.has(next)) {
      pieces.push({ kind: 'years', typed: `${word} ${next}`, years: Number(word), orMore: false });
      i += 2;
    } else if (/^\d{1,2}$/.test(word) && next === 'plus' && tokens[i + 2] !== undefined && YEAR_WORDS.has(tokens[i + 2]!)) {
      pieces.push({ kind: 'years', typed: `${word}+ ${tokens[i + 2]}`, years: Number(word), orMore: true });
      i += 3;
    } else if (next !== undefined && !vocabulary.words.has(word) && vocabulary.words.has(word + next)) {
      // "java script", "type script": two words typed where the catalogue writes one.
      pieces.push({ kind: 'word', typed: `${word} ${next}`, word: word + next, last: i + 2 === tokens.length });
      i += 2;
    } else {
      pieces.push({ kind: 'word', typed: word, word, last: i + 1 === tokens.length });
      i += 1;
    }
  }
  return pieces;
}

function idf(vocabulary: Vocabulary, jobs: number | undefined): number {
  if (jobs === undefined || jobs <= 0) return UNKNOWN_WEIGHT;
  const weight = Math.log(1 + vocabulary.jobs / (jobs + 1));
  return Math.min(MAX_WEIGHT, Math.max(MIN_WEIGHT, weight));
}

/** How many active jobs have a phrase's rarest word (an estimate of the phrase's own count). */
function phraseJobs(vocabulary: Vocabulary, words: string): number | undefined {
  const counts = words.split(' ').map((w) => vocabulary.words.get(w));
  if (counts.some((c) => c === undefined)) return undefined;
  return Math.min(...(counts as number[]));
}

function propertyJobs(vocabulary: Vocabulary, property: Property): number | undefined {
  switch (property.kind) {
    case 'place':
      return property.cities.reduce((sum, c) => sum + (vocabulary.locations.get(c) ?? 0), 0);
    case 'workMode':
      return vocabulary.workModes.get(property.mode);
    case 'type':
      return [property.type, ...(property.related ?? [])].reduce((sum, t) => sum + (vocabulary.types.get(t) ?? 0), 0);
    case 'fresher':
      return vocabulary.fresher;
    case 'paid':
      return vocabulary.paid;
    case 'stipend':
      return vocabulary.stipend;
    case 'unpaid':
      return vocabulary.unpaid;
    case 'urgent':
      return vocabulary.urgent;
    case 'job':
    case 'student':
    case 'highPay':
      // Narrows nothing: the least weight, so it only orders jobs that match the rest alike.
      return vocabulary.jobs;
    case 'years':
    case 'pay':
      return undefined;
  }
}

/** A concept from a lexicon meaning; undefined for an ignored word. */
function fromMeaning(vocabulary: Vocabulary, typed: string, searched: string, meaning: Meaning, factor: number): Concept | undefined {
  switch (meaning.kind) {
    case 'ignore':
      return undefined;
    case 'words': {
      const text = meaning.alternatives.map((a): TextAlternative => ({ words: a.phrase, match: 'phrase', factor: a.factor * factor }));
      const jobs = Math.max(0, ...text.map((t) => phraseJobs(vocabulary, t.words) ?? 0));
      return { typed, searched, weight: meaning.weight ?? idf(vocabulary, jobs || undefined), text };
    }
    default: {
      const property = meaning as Property;
      return { typed, searched, weight: idf(vocabulary, propertyJobs(vocabulary, property)), text: [], property };
    }
  }
}

/** A concept for one catalogue word (or a prefix of one). */
function fromWord(vocabulary: Vocabulary, typed: string, word: string, match: 'phrase' | 'prefix', factor: number): Concept {
  const place = vocabulary.locations.has(word) ? { kind: 'place' as const, cities: [word] } : undefined;
  if (place) return { typed, searched: word, weight: idf(vocabulary, vocabulary.locations.get(word)), text: [], property: place };
  return { typed, searched: word, weight: idf(vocabulary, vocabulary.words.get(word)), text: [{ words: word, match, factor }] };
}

function fromPhrase(vocabulary: Vocabulary, typed: string, words: string, factor: number): Concept {
  return {
    typed,
    searched: words,
    weight: idf(vocabulary, phraseJobs(vocabulary, words)),
    text: [
      { words, match: 'phrase', factor },
      { words, match: 'all', factor: factor * ALL_WORDS_FACTOR },
    ],
  };
}

type Correction = { to: string; concept: (typed: string) => Concept | undefined } | undefined;
/** Corrections already worked out, per vocabulary (a misspelling recurs in many queries): 10,000 words at most, oldest out. */
const corrections = new WeakMap<Vocabulary, Map<string, Correction>>();
const MAX_CORRECTIONS = 10_000;

/** What a word that matches nothing as typed probably meant (nearestWord), worked out once per vocabulary. */
function correct(vocabulary: Vocabulary, word: string): Correction {
  let known = corrections.get(vocabulary);
  if (!known) {
    known = new Map();
    corrections.set(vocabulary, known);
  }
  if (known.has(word)) return known.get(word);
  const correction = nearestWord(vocabulary, word);
  known.set(word, correction);
  if (known.size > MAX_CORRECTIONS) known.delete(known.keys().next().value!);
  return correction;
}

/** What a word that matches nothing as typed probably meant: two catalogue words run together, or the nearest word. */
function nearestWord(vocabulary: Vocabulary, word: string): Correction {
  const chars = [...word];
  for (let k = 2; k <= chars.length - 2; k += 1) {
    const a = chars.slice(0, k).join('');
    const b = chars.slice(k).join('');
    const words = `${a} ${b}`;
    if (vocabulary.phrases.has(words) || (vocabulary.words.has(a) && vocabulary.words.has(b) && lexicon.has(words))) {
      const entry = lexicon.get(words);
      return {
        to: words,
        concept: (typed) => (entry ? fromMeaning(vocabulary, typed, words, entry.meaning, CORRECTION_FACTOR) : fromPhrase(vocabulary, typed, words, CORRECTION_FACTOR)),
      };
    }
  }
  const max = allowedEdits(word);
  if (max === 0) return undefined;
  const candidates = vocabulary.wordsNear(word, max).map((c) => ({ ...c, jobs: vocabulary.words.get(c.word) ?? 0 }));
  for (const key of lexiconWords) {
    const edits = editDistance(word, key, max);
    // A lexicon word counts as common: students type it, whatever the catalogue holds today.
    if (edits <= max) candidates.push({ word: key, edits, jobs: vocabulary.jobs });
  }
  // Fewest edits first; then a word that starts like the one typed (typos rarely hit the first
  // letter); then the more common word.
  candidates.sort((x, y) => x.edits - y.edits || Number(y.word[0] === word[0]) - Number(x.word[0] === word[0]) || y.jobs - x.jobs || (x.word < y.word ? -1 : 1));
  const best = candidates[0];
  if (!best || (best.edits > 1 && best.word[0] !== word[0])) return undefined;
  const entry = lexicon.get(best.word);
  return {
    to: best.word,
    concept: (typed) => (entry ? fromMeaning(vocabulary, typed, best.word, entry.meaning, CORRECTION_FACTOR) : fromWord(vocabulary, typed, best.word, 'phrase', CORRECTION_FACTOR)),
  };
}

/**
 * Which of `words` match an active job as typed (stemmed, anywhere in its text), and which the text
 * search drops as stop words. Asked only for words the vocabulary does not know.
 */
export type MatchesAsTyped = (words: string[]) => Promise<{ matching: Set<string>; stop: Set<string> }>;

export async function planSearch(query: string, vocabulary: Vocabulary, matchesAsTyped: MatchesAsTyped): Promise<SearchPlan> {
  // Digit groups are one number here ("15,000", "1,50,000"), though a job's text splits them, and
  // "5+ years" is "5 plus years".
  const tokens = searchTokens(query.replace(/(\d),(?=\d{2,3}\b)/g, '$1').replace(/(\d)\s*\+/g, '$1 plus '));
  const report: SearchPlan['report'] = { corrections: [], unmatched: [], ignored: [], truncated: [], nothingToSearch: tokens.length === 0 };
  const pieces = segment(tokens, vocabulary);

  // Words the vocabulary does not know are checked against the whole text (descriptions included).
  const unknown = pieces.flatMap((p) =>
    p.kind === 'word' && !vocabulary.words.has(p.word) && !vocabulary.stopWords.has(p.word) && !vocabulary.locations.has(p.word) && !(p.last && [...p.word].length >= 3 && vocabulary.hasLongerWord(p.word))
      ? [p.word]
      : [],
  );
  const asTyped = unknown.length > 0 ? await matchesAsTyped([...new Set(unknown)]) : { matching: new Set<string>(), stop: new Set<string>() };

  const concepts: Concept[] = [];
  const corrected: string[] = [];
  /** Consecutive plain words searched as typed, for the phrase bonus. */
  const runs: Concept[][] = [[]];
  for (const piece of pieces) {
    let concept: Concept | undefined;
    let searched = piece.typed;
    switch (piece.kind) {
      case 'lexicon':
        concept = fromMeaning(vocabulary, piece.typed, piece.typed, piece.entry.meaning, 1);
        if (!concept) report.ignored.push(piece.typed);
        break;
      case 'phrase':
        concept = fromPhrase(vocabulary, piece.typed, piece.typed, 1);
        break;
      case 'pay':
        concept = { typed: piece.typed, searched: piece.typed, weight: UNKNOWN_WEIGHT, text: [], property: { kind: 'pay', atLeast: piece.atLeast } };
        break;
      case 'ignore':
        report.ignored.push(piece.typed);
        break;
      case 'years':
        concept =
          piece.years === 0
            ? { typed: piece.typed, searched: piece.typed, weight: idf(vocabulary, vocabulary.fresher), text: [], property: { kind: 'fresher' } }
            : {
                typed: piece.typed,
                searched: piece.typed,
                weight: UNKNOWN_WEIGHT,
                text: [],
                property: piece.orMore ? { kind: 'years', years: piece.years, orMore: true } : { kind: 'years', years: piece.years },
              };
        break;
      case 'word': {
        const { word } = piece;
        if (vocabulary.stopWords.has(word) || asTyped.stop.has(word)) {
          report.ignored.push(piece.typed);
        } else if (vocabulary.words.has(word) || vocabulary.locations.has(word) || asTyped.matching.has(word)) {
          concept = fromWord(vocabulary, piece.typed, word, 'phrase', 1);
          // A finished last word that also begins longer words ("cyber": Cybersecurity) finds them
          // too, well below the word itself (so "java" finds Java before any JavaScript).
          if (piece.last && [...word].length >= 4 && !concept.property && vocabulary.hasLongerWord(word)) {
            concept.text.push({ words: word, match: 'prefix', factor: PREFIX_OF_WORD_FACTOR });
          }
        } else if (piece.last && [...word].length >= 3 && vocabulary.hasLongerWord(word)) {
          // Still being typed: "reac" finds React. Never for one or two letters, which begin everything.
          concept = fromWord(vocabulary, piece.typed, word, 'prefix', 1);
        } else {
          const correction = correct(vocabulary, word);
          if (correction) {
            concept = correction.concept(piece.typed);
            searched = correction.to;
            report.corrections.push({ from: piece.typed, to: correction.to });
            if (!concept) report.ignored.push(piece.typed);
          } else {
            report.unmatched.push(piece.typed);
            // Not searched: the corrected query leaves it out too.
            continue;
          }
        }
        break;
      }
    }
    corrected.push(searched);
    // A word searched as typed (a catalogue word, or a lexicon word that stands for itself).
    const typedAsIs = concept && !concept.property && concept.text[0]?.match === 'phrase' && concept.text[0].words === piece.typed && !piece.typed.includes(' ');
    const searchedNow = concept !== undefined && concepts.length < MAX_SEARCH_WORDS;
    if (concept && searchedNow && typedAsIs) runs.at(-1)!.push(concept);
    else if (runs.at(-1)!.length > 0) runs.push([]);
    if (!concept) continue;
    if (searchedNow) concepts.push(concept);
    else report.truncated.push(piece.typed);
  }
  // Words typed side by side that a job has side by side ("sales executive", "data analyst") rank
  // it first; the phrase orders the answer and never narrows it.
  for (const run of runs) {
    if (run.length < 2) continue;
    const words = run.map((c) => c.text[0]!.words).join(' ');
    const weight = PHRASE_WEIGHT * Math.min(...run.map((c) => c.weight));
    concepts.push({ typed: words, searched: words, weight, text: [{ words, match: 'phrase', factor: 1 }], soft: true });
  }
  if (report.corrections.length > 0) report.correctedQuery = corrected.join(' ');
  return { concepts, report, key: tokens.join(' ') };
}

