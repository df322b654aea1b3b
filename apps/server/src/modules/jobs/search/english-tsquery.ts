import { stem } from 'porter2';

/**
 * What PostgreSQL's `to_tsquery('english', …)::text` and `to_tsquery('simple', …)::text` make of an
 * operand (search.repository.ts `operand`) whose words are plain lower-case ASCII letters, worked out
 * in the process, so that a search with words never seen before needs no round trip to compile them
 * (docs/search.md#words-compiled-here). Anything else (digits, other scripts, quotes) is left to
 * PostgreSQL: undefined.
 *
 * The english configuration reads such a word as one `asciiword` token: dropped if it is one of the
 * dictionary's stop words (a phrase then keeps its place: `'data of science'` is `'data' <2>
 * 'scienc'`), else stemmed by the Snowball English stemmer (Porter2, the `porter2` package). The
 * simple configuration keeps every word as it is. Used only for a database that compiled
 * `STEMMER_SAMPLE` alike (search-index.service.ts `compile`).
 */
export function compileLocally(operand: string): { stemmed: string; simple: string } | undefined {
  let m = PREFIX.exec(operand);
  if (m) {
    const word = m[1]!;
    return { stemmed: STOP_WORDS.has(word) ? '' : `${quoted(stem(word))}:*`, simple: `${quoted(word)}:*` };
  }
  m = PHRASE.exec(operand);
  if (m) {
    const words = m[1]!.split(' ');
    return { stemmed: phrase(words), simple: words.map(quoted).join(' <-> ') };
  }
  if (ALL.test(operand)) {
    const words = [...operand.matchAll(/'([a-z]+)'/g)].map((w) => w[1]!);
    return {
      stemmed: words
        .filter((w) => !STOP_WORDS.has(w))
        .map((w) => quoted(stem(w)))
        .join(' & '),
      simple: words.map(quoted).join(' & '),
    };
  }
  return undefined;
}

// PostgreSQL's snowball dictionary leaves words over 1,000 bytes unstemmed; ours stop far below.
const WORD = '[a-z]{1,100}';
const PREFIX = new RegExp(`^'(${WORD})':\\*$`);
const PHRASE = new RegExp(`^'(${WORD}(?: ${WORD})*)'$`);
const ALL = new RegExp(`^\\('${WORD}'(?: & '${WORD}')*\\)$`);

const quoted = (lexeme: string) => `'${lexeme}'`;

/** Words side by side: each kept word follows the one before at its distance (`<->` is 1, `<2>` past one stop word). */
function phrase(words: readonly string[]): string {
  let out = '';
  let distance = 0;
  for (const word of words) {
    if (STOP_WORDS.has(word)) {
      if (out) distance += 1;
      continue;
    }
    if (out) out += distance === 1 ? ' <-> ' : ` <${distance}> `;
    out += quoted(stem(word));
    distance = 1;
  }
  return out;
}

/** The english dictionary's stop words (PostgreSQL's share/tsearch_data/english.stop). */
const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by can
  did do does doing don down during each few for from further had has have having he her here hers herself him himself his
  how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours
  ourselves out over own s same she should so some such t than that the their theirs them themselves then there these they
  this those through to too under until up very was we were what when where which while who whom why will with you your
  yours yourself yourselves`.split(/\s+/),
);

/**
 * Operands a database compiles once, beside the first words it is asked to compile, to show that it
 * reads plain words as compileLocally does: every stop word, words through each step of the
 * stemmer, a prefix and phrases with stop words inside. Any difference, and every word goes to it.
 */
export const STEMMER_SAMPLE: readonly string[] = [
  ...[...STOP_WORDS].map(quoted),
  ...`caresses ponies ties caress cats feed agreed plastered bled motoring sing conflated troubled sized hopping tanned falling
  hissing fizzed failing filing happy sky relational conditional rational valenci hesitanci digitizer conformabli radicalli
  differentli vileli analogousli vietnamization predication operator feudalism decisiveness hopefulness callousness formaliti
  sensitiviti sensibiliti triplicate formative formalize electriciti electrical hopeful goodness revival allowance inference
  airliner gyroscopic adjustable defensible irritant replacement adjustment dependent adoption homologou communism activate
  angulariti homologous effective bowdlerize probate rate cease controll roll generously dying lying skies news innings
  proceed exceed succeed early only singly gently arsenal communal commune generate general universal idly atlas cosmos bias
  andes succeeding knitting consigned running developer development engineering analyst analytics internship marketing
  designer python javascript kubernetes`
    .split(/\s+/)
    .map(quoted),
  "'analy':*",
  "'the':*",
  "'develop':*",
  "'data of science'",
  "'of machine learning engineer the'",
  "('sales' & 'the' & 'executive')",
];
