/**
 * PostgreSQL's text forms of `tsvector` and `tsquery`, read back into JavaScript for the in-memory
 * search index (docs/search.md#the-in-memory-index). The database stays the one place that parses,
 * stems and drops stop words: the index only reads what PostgreSQL made of a job and of a query.
 */

/** Weight labels as bits. D is a description word in search_vector; T the title as typed (search_head's D). */
export const LABEL = { A: 1, B: 2, C: 4, D: 8, T: 16 } as const;

/** A position with its label: (position << 5) | label bit. */
export type LabelledPosition = number;

/** Receives a tsvector's lexemes, each followed by its positions. */
export interface TsvectorSink {
  lexeme(lexeme: string): void;
  position(position: LabelledPosition): void;
}

/** A lexeme's text from `from` (just after its opening quote); returns it and where its closing quote ends. */
function readQuoted(text: string, from: number): [string, number] {
  const end = text.indexOf("'", from);
  const backslash = text.indexOf('\\', from);
  if (end < 0) throw new Error('Unterminated lexeme');
  if (text[end + 1] !== "'" && (backslash < 0 || backslash > end)) return [text.slice(from, end), end + 1];
  // Rare: a doubled quote or a backslash inside.
  let lexeme = '';
  let i = from;
  for (;;) {
    const ch = text[i];
    if (ch === undefined) throw new Error('Unterminated lexeme');
    if (ch === "'") {
      if (text[i + 1] === "'") {
        lexeme += "'";
        i += 2;
        continue;
      }
      return [lexeme, i + 1];
    }
    if (ch === '\\') {
      lexeme += text[i + 1] ?? '';
      i += 2;
      continue;
    }
    lexeme += ch;
    i += 1;
  }
}

/**
 * Reads a tsvector's text form (`'react':1A,5 'it''s':3B`) into `sink`; a position without a letter
 * is weight D, which becomes `unlabelled` (LABEL.D or LABEL.T).
 */
export function readTsvector(text: string, unlabelled: number, sink: TsvectorSink): void {
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text.charCodeAt(i) === 32) i += 1;
    if (i >= n) break;
    if (text[i] !== "'") throw new Error(`Not a tsvector at ${i}`);
    const [lexeme, next] = readQuoted(text, i + 1);
    i = next;
    sink.lexeme(lexeme);
    if (text[i] !== ':') continue;
    i += 1;
    for (;;) {
      let pos = 0;
      let c = text.charCodeAt(i);
      while (c >= 48 && c <= 57) {
        pos = pos * 10 + (c - 48);
        i += 1;
        c = text.charCodeAt(i);
      }
      let label = unlabelled;
      if (c === 65) label = LABEL.A;
      else if (c === 66) label = LABEL.B;
      else if (c === 67) label = LABEL.C;
      if (c >= 65 && c <= 68) i += 1;
      sink.position((pos << 5) | label);
      if (text.charCodeAt(i) !== 44) break;
      i += 1;
    }
  }
}

/** A tsquery as a tree. Weights are left out: the index applies the labels a search asks for itself. */
export type QueryNode =
  | { op: 'lexeme'; lexeme: string; prefix: boolean }
  | { op: 'and' | 'or'; args: QueryNode[] }
  | { op: 'not'; arg: QueryNode }
  /** left <distance> right */
  | { op: 'phrase'; left: QueryNode; right: QueryNode; distance: number };

/** Reads tsquery's text form (`'machin' <-> 'learn'`, `'reac':*`, `'a' & ( 'b' | 'c' )`); undefined for an empty query. */
export function readTsquery(text: string): QueryNode | undefined {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i += 1;
  };
  const operand = (): QueryNode => {
    skip();
    const ch = text[i];
    if (ch === '!') {
      i += 1;
      return { op: 'not', arg: operand() };
    }
    if (ch === '(') {
      i += 1;
      const inner = or();
      skip();
      if (text[i] !== ')') throw new Error(`Expected ) in tsquery at ${i}`);
      i += 1;
      return inner;
    }
    if (ch !== "'") throw new Error(`Unexpected ${ch ?? 'end'} in tsquery at ${i}`);
    i += 1;
    let lexeme = '';
    for (;;) {
      const c = text[i];
      if (c === undefined) throw new Error('Unterminated lexeme in tsquery');
      if (c === "'") {
        if (text[i + 1] === "'") {
          lexeme += "'";
          i += 2;
          continue;
        }
        i += 1;
        break;
      }
      if (c === '\\') {
        lexeme += text[i + 1] ?? '';
        i += 2;
        continue;
      }
      lexeme += c;
      i += 1;
    }
    let prefix = false;
    if (text[i] === ':') {
      i += 1;
      while (i < text.length && /[*A-Da-d]/.test(text[i]!)) {
        if (text[i] === '*') prefix = true;
        i += 1;
      }
    }
    return { op: 'lexeme', lexeme, prefix };
  };
  // Precedence, loosest first: | then & then <N> then !.
  const phrase = (): QueryNode => {
    let left = operand();
    for (;;) {
      skip();
      const m = /^<(-|\d+)>/.exec(text.slice(i, i + 8));
      if (!m) return left;
      i += m[0].length;
      const distance = m[1] === '-' ? 1 : Number(m[1]);
      left = { op: 'phrase', left, right: operand(), distance };
    }
  };
  const and = (): QueryNode => {
    const args = [phrase()];
    for (;;) {
      skip();
      if (text[i] !== '&') break;
      i += 1;
      args.push(phrase());
    }
    return args.length === 1 ? args[0]! : { op: 'and', args };
  };
  const or = (): QueryNode => {
    const args = [and()];
    for (;;) {
      skip();
      if (text[i] !== '|') break;
      i += 1;
      args.push(and());
    }
    return args.length === 1 ? args[0]! : { op: 'or', args };
  };
  skip();
  if (i >= text.length) return undefined;
  const node = or();
  skip();
  if (i < text.length) throw new Error(`Trailing text in tsquery at ${i}`);
  return node;
}
