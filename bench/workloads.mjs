// The varied workloads of `npm run bench` (issue 20, "the benchmark measures real traffic"): every
// request draws its own path from a long tail, as many students asking different things would.
// Everything is drawn before the run from a seeded PRNG, so two runs on the same catalogue send
// the same sequence of requests. See bench/README.md "Varied traffic".
//
// A workload is a table of distinct paths and a long sequence of indices into it (`Stream`): the
// load generator takes the next index for every request, from one cursor shared by all its
// connections, so the connections do not walk the same paths in step.

// ---------------------------------------------------------------------------------------------
// Randomness
// ---------------------------------------------------------------------------------------------

/** sfc32, seeded through splitmix32: a fast deterministic PRNG in [0, 1). */
export function prng(seed) {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
}

/** Picks items with the given (non-negative) weights; `pick(rand)` is a binary search. */
export class Weighted {
  constructor(items, weights) {
    this.items = items;
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    for (let i = 0; i < items.length; i += 1) {
      sum += Math.max(0, weights[i]);
      this.cumulative[i] = sum;
    }
    this.total = sum;
  }
  get size() {
    return this.items.length;
  }
  pick(rand) {
    const x = rand() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}

/** P(page = k) ∝ 1/k^exponent over 1..pages: people mostly stay on the first pages. */
const pageTables = new Map();
function drawPage(rand, pages, exponent) {
  const n = Math.max(1, pages);
  const key = `${n}:${exponent}`;
  let table = pageTables.get(key);
  if (!table) {
    const ks = Array.from({ length: n }, (_, i) => i + 1);
    table = new Weighted(ks, ks.map((k) => 1 / k ** exponent));
    pageTables.set(key, table);
  }
  return table.pick(rand);
}

// ---------------------------------------------------------------------------------------------
// The catalogue as the generators see it
// ---------------------------------------------------------------------------------------------

/** Words that carry no meaning on their own in a search (the search ignores most of them too). */
const STOP_WORDS = new Set(['and', 'of', 'the', 'for', 'in', 'with', 'to', 'at', 'on', 'a', 'an', 'or', 'ii', 'iii', 'i']);

/** The words of a title or skill, lower-cased, as a student would type them (letters and digits). */
export function words(text) {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && /\p{L}/u.test(w) && !STOP_WORDS.has(w));
}

/**
 * What the generators need to know of a catalogue, from aggregates of its active jobs:
 * `combos` ({location, type, workMode, domains, count}: one per distinct combination),
 * `titles` and `skills` ([text, count, location]). Built from SQL on PostgreSQL and from the API's
 * pages on PGlite.
 */
export function buildProfile({ combos, titles, skills }) {
  const vocabulary = new Map(); // word → jobs carrying it (title and skills counted apart: a weight, not a count)
  const inCity = new Map(); // word → location → jobs carrying it there
  const bigrams = new Map(); // "word word" adjacent in a title → jobs
  const add = (map, key, n) => map.set(key, (map.get(key) ?? 0) + n);
  const addWord = (w, n, location) => {
    add(vocabulary, w, n);
    if (!inCity.has(w)) inCity.set(w, new Map());
    add(inCity.get(w), location, n);
  };
  for (const [title, n, location] of titles) {
    for (const w of new Set(words(title))) addWord(w, n, location);
    // Pairs within one part of the title ("Data Analyst (Contract) – Payments": "data analyst" only).
    for (const part of title.split(/[()–—|,/]| - /u)) {
      const ws = words(part);
      for (let i = 0; i + 1 < ws.length; i += 1) if (ws[i] !== ws[i + 1]) add(bigrams, `${ws[i]} ${ws[i + 1]}`, n);
    }
  }
  for (const [skill, n, location] of skills) {
    const ws = words(skill);
    for (const w of new Set(ws)) addWord(w, n, location);
    if (ws.length === 2) add(bigrams, ws.join(' '), n);
  }
  const locations = new Map();
  let jobs = 0;
  for (const c of combos) {
    add(locations, c.location, c.count);
    jobs += c.count;
  }
  return { combos, vocabulary, inCity, bigrams, locations, jobs };
}

/** Jobs per value of `field` among `combos` (domains: each domain of a combination). */
function countsBy(combos, field) {
  const counts = new Map();
  for (const c of combos) {
    const values = field === 'domain' ? c.domains : [c[field]];
    for (const v of new Set(values)) counts.set(v, (counts.get(v) ?? 0) + c.count);
  }
  return counts;
}

/** A chooser among the values of `counts` (value → jobs), weighted by jobs^exponent. */
function weightedBy(counts, exponent = 1) {
  const entries = [...counts].filter(([, n]) => n > 0);
  return new Weighted(
    entries.map(([v]) => v),
    entries.map(([, n]) => n ** exponent),
  );
}

const sum = (combos) => combos.reduce((s, c) => s + c.count, 0);

/** Memoises what each filter combination derives (subsets, choosers, totals): drawing stays cheap. */
function memo() {
  const values = new Map();
  return (key, make) => {
    let v = values.get(key);
    if (v === undefined) {
      v = make();
      values.set(key, v);
    }
    return v;
  };
}

export const listPath = (params) => `/api/v1/jobs?${new URLSearchParams(params).toString().replace(/\+/g, '%20')}`;

// ---------------------------------------------------------------------------------------------
// Streams
// ---------------------------------------------------------------------------------------------

/** A table of distinct paths and the order they are requested in; `next()` is shared by every connection. */
export class Stream {
  constructor(paths, order, meta = {}) {
    this.paths = paths;
    this.order = order;
    this.cursor = 0;
    this.wrapped = false;
    Object.assign(this, meta);
  }
  next() {
    if (this.cursor >= this.order.length) {
      this.cursor = 0;
      this.wrapped = true;
    }
    return this.paths[this.order[this.cursor++]];
  }
  reset() {
    this.cursor = 0;
    this.wrapped = false;
  }
  /** Distinct paths among the draws [from, to) (the whole sequence when it wrapped around). */
  distinct(from = 0, to = this.order.length) {
    const seen = new Set();
    if (this.wrapped || to > this.order.length) return this.distinct(0, this.order.length);
    for (let i = from; i < to; i += 1) seen.add(this.order[i]);
    return seen.size;
  }
  /** `n` drawn paths, evenly spread over the sequence: what the preflight checks. */
  sample(n) {
    const step = this.order.length / n;
    return Array.from({ length: n }, (_, i) => this.paths[this.order[Math.floor(i * step)]]);
  }
}

/** Runs `draw(rand)` `count` times and keeps the distinct answers in a table. */
function collect(count, seed, draw) {
  const rand = prng(seed);
  const index = new Map();
  const paths = [];
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) {
    const path = draw(rand);
    let at = index.get(path);
    if (at === undefined) {
      at = paths.length;
      paths.push(path);
      index.set(path, at);
    }
    order[i] = at;
  }
  return { paths, order };
}

// ---------------------------------------------------------------------------------------------
// L: list with filters
// ---------------------------------------------------------------------------------------------

/**
 * `GET /jobs?page=P&limit=10&location=CITY&type=TYPE[&domain=D][&workMode=M]`: a city (among the
 * catalogue's locations, weighted by √jobs: big cities more often, every city often), a type
 * (as common as it is in that city), in 35% of requests a domain and in 20% a work mode (among
 * those present with the filters so far, weighted by √jobs), and a page with P(k) ∝ 1/k^1.2 over
 * the pages that combination has (at most 50). Every combination drawn has jobs, so empty
 * answers are rare (a job that expired since the profile was read).
 */
export function listWorkload(profile, { draws, seed = 0x4c157 }) {
  const cities = new Weighted([...profile.locations.keys()], [...profile.locations.values()].map((n) => Math.sqrt(n)));
  const cached = memo();
  const keyOf = (f) => `${f.location}\u0000${f.type ?? ''}\u0000${f.domain ?? ''}\u0000${f.workMode ?? ''}`;
  const subset = (f) =>
    cached(`set:${keyOf(f)}`, () =>
      profile.combos.filter(
        (c) =>
          c.location === f.location &&
          (f.type === undefined || c.type === f.type) &&
          (f.domain === undefined || c.domains.includes(f.domain)) &&
          (f.workMode === undefined || c.workMode === f.workMode),
      ),
    );
  const choose = (f, field, exponent, rand) => cached(`${field}:${keyOf(f)}`, () => weightedBy(countsBy(subset(f), field), exponent)).pick(rand);
  const { paths, order } = collect(draws, seed, (rand) => {
    const f = { location: cities.pick(rand) };
    f.type = choose(f, 'type', 1, rand);
    if (rand() < 0.35) f.domain = choose(f, 'domain', 0.5, rand);
    if (rand() < 0.2) f.workMode = choose(f, 'workMode', 0.5, rand);
    const jobs = cached(`n:${keyOf(f)}`, () => sum(subset(f)));
    const params = { page: drawPage(rand, Math.min(50, Math.ceil(jobs / 10)), 1.2), limit: 10, location: f.location, type: f.type };
    if (f.domain !== undefined) params.domain = f.domain;
    if (f.workMode !== undefined) params.workMode = f.workMode;
    return listPath(params);
  });
  return new Stream(paths, order, { kind: 'list' });
}

// ---------------------------------------------------------------------------------------------
// T: full text with a filter
// ---------------------------------------------------------------------------------------------

/** How students in India phrase some searches; `place` ones carry their city and get no location filter. */
const PHRASINGS = [
  ['wfh'],
  ['work from home'],
  ['fresher'],
  ['freshers'],
  ['fresher jobs'],
  ['remote internship'],
  ['wfh data analyst'],
  ['sde intern'],
  ['hr intern'],
  ['ml engineer'],
  ['ui ux'],
  ['nodejs'],
  ['ms excel'],
  ['full stack developer'],
  ['part time'],
  ['paid internship'],
  ['data analyst fresher'],
  ['bangalore', 'place'],
  ['banglore', 'place'],
  ['gurgaon', 'place'],
  ['bombay', 'place'],
  ['delhi ncr', 'place'],
  ['internship in pune', 'place'],
  ['jobs in noida', 'place'],
  ['internship in chennai', 'place'],
  ['react developer bangalore', 'place'],
];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One edit (a letter dropped, doubled, swapped with the next, or replaced) inside the word. */
function misspell(word, rand) {
  const i = 1 + Math.floor(rand() * (word.length - 2)); // keep the first letter, as people do
  const kind = Math.floor(rand() * 4);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
  if (kind === 2) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  let c = LETTERS[Math.floor(rand() * LETTERS.length)];
  if (c === word[i]) c = c === 'a' ? 'e' : 'a';
  return word.slice(0, i) + c + word.slice(i + 1);
}

/**
 * `GET /jobs?query=Q&location=CITY[&type=T][&page=P]`. Q is one word of the catalogue's titles
 * and skills (60%; weighted by jobs^0.7: common words most often, with the long tail of rare ones),
 * two words adjacent in a title or a skill (30%; "data analyst", "power bi"), or a student's
 * phrasing (10%; "wfh", "fresher", "bangalore", "internship in pune"). Then in 10% of requests one
 * word of five letters or more is misspelt by one edit, and in 10% the last word is cut to its
 * first 3–5 letters (a query typed as it is searched). A city in every request but those whose
 * phrase names a place: in 85% one where the rarest word's jobs are (weighted by √jobs there), in
 * 15% any (weighted by √jobs); a type in 25% (as common as it is in that city). Pages as in L but
 * steeper, P(k) ∝ 1/k^2 over the pages the words' jobs in that city would fill (at most 20):
 * mostly page 1.
 */
export function textWorkload(profile, { draws, seed = 0x7e47 }) {
  const vocab = [...profile.vocabulary].filter(([w]) => /^\p{L}/u.test(w));
  const single = new Weighted(vocab.map(([w]) => w), vocab.map(([, n]) => n ** 0.7));
  const pairs = [...profile.bigrams];
  const double = new Weighted(pairs.map(([w]) => w), pairs.map(([, n]) => n ** 0.7));
  const phrasings = new Weighted(PHRASINGS, PHRASINGS.map(() => 1));
  const cities = new Weighted([...profile.locations.keys()], [...profile.locations.values()].map((n) => Math.sqrt(n)));
  const cached = memo();
  const citiesOf = (word) => cached(word, () => weightedBy(profile.inCity.get(word) ?? new Map(), 0.5));
  const jobsIn = (word, city) => profile.inCity.get(word)?.get(city) ?? 0;
  const typesByCity = new Map();
  for (const city of profile.locations.keys()) {
    const counts = countsBy(profile.combos.filter((c) => c.location === city), 'type');
    typesByCity.set(city, { counts, chooser: weightedBy(counts) });
  }

  const { paths, order } = collect(draws, seed, (rand) => {
    const roll = rand();
    let ws;
    let place = false;
    let known = true;
    if (roll < 0.6) ws = [single.pick(rand)];
    else if (roll < 0.9) ws = double.pick(rand).split(' ');
    else {
      const [phrase, kind] = phrasings.pick(rand);
      ws = phrase.split(' ');
      place = kind === 'place';
      known = false;
    }
    // The rarest word decides where the jobs are (a phrasing: unknown, one page).
    const rarest = known ? ws.reduce((a, b) => ((profile.vocabulary.get(b) ?? 0) < (profile.vocabulary.get(a) ?? 0) ? b : a)) : undefined;
    const asDrawn = ws;
    const edit = rand();
    if (edit < 0.1) {
      const long = ws.map((w, i) => [w, i]).filter(([w]) => w.length >= 5);
      if (long.length > 0) {
        const [w, i] = long[Math.floor(rand() * long.length)];
        ws = ws.map((x, j) => (j === i ? misspell(w, rand) : x));
      }
    } else if (edit < 0.2) {
      const last = ws.at(-1);
      if (last.length > 3) ws = [...ws.slice(0, -1), last.slice(0, Math.min(last.length - 1, 3 + Math.floor(rand() * 3)))];
    }
    const params = { query: ws.join(' ') };
    let expected = 0;
    if (!place) {
      // Mostly a city that has such jobs (people search where they live, and a city with none is a
      // cheap empty answer); 15% any city.
      const local = rarest !== undefined && rand() < 0.85 ? citiesOf(rarest) : undefined;
      const city = local && local.size > 0 ? local.pick(rand) : cities.pick(rand);
      params.location = city;
      expected = rarest !== undefined ? Math.min(...asDrawn.map((w) => jobsIn(w, city))) : 0;
      if (rand() < 0.25) {
        const types = typesByCity.get(city);
        const type = types.chooser.pick(rand);
        params.type = type;
        expected *= (types.counts.get(type) ?? 0) / Math.max(1, profile.locations.get(city) ?? 0);
      }
    }
    const page = drawPage(rand, Math.min(20, Math.ceil(expected / 10)), 2);
    if (page > 1) params.page = page;
    return listPath(params);
  });
  return new Stream(paths, order, { kind: 'list' });
}

// ---------------------------------------------------------------------------------------------
// D: job details
// ---------------------------------------------------------------------------------------------

/**
 * `GET /jobs/:id` over the given active ids (in a random order): some jobs are opened far more
 * often than others, P(i) ∝ 1/(i + 20)^0.8, with a long tail over all of them.
 */
export function detailWorkload(ids, { draws, seed = 0xde7a }) {
  const ranks = ids.map((_, i) => i);
  const popular = new Weighted(ranks, ranks.map((i) => 1 / (i + 20) ** 0.8));
  const { paths, order } = collect(draws, seed, (rand) => `/api/v1/jobs/${ids[popular.pick(rand)]}`);
  return new Stream(paths, order, { kind: 'detail' });
}
