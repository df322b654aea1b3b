// Asks Lighthouse's simulation "what if": gathers one page load, lists its main-thread tasks, and
// scores the same load again with some requests or tasks made smaller. See bench/README.md.
//
//   node bench/lantern-whatif.mjs gather URL DIR      one Lighthouse load of URL (mobile, performance), kept in DIR
//   node bench/lantern-whatif.mjs tasks DIR [MIN_MS]  its main-thread tasks of MIN_MS (default 10) or more
//   node bench/lantern-whatif.mjs score DIR [CHANGE…] its score again, after each CHANGE:
//       size:TEXT:FACTOR           the transfer size of every request whose URL contains TEXT, times FACTOR
//       tasks:FROM_MS:TO_MS:FACTOR every task starting FROM_MS–TO_MS after navigation, times FACTOR
//
// The gathered load is Lighthouse's own (-G); the score is Lighthouse's audits on it (-A), so a
// change is scored by the same Lantern model as `npm run audit:web`, without the noise of another
// load. The answer is what the model makes of a change, not a measurement of the change itself.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { at } from './lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';
const LIGHTHOUSE = at('node_modules/lighthouse/cli/index.js');

function lighthouse(args) {
  execFileSync(process.execPath, [LIGHTHOUSE, ...args, '--only-categories=performance', '--quiet'], {
    env: { ...process.env, CHROME_PATH },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function readTrace(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'defaultPass.trace.json'), 'utf8'));
}

/** The page's renderer main thread: where the navigation to the http(s) page started. */
function mainThread(events) {
  const navigation = events.filter((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? '')).at(-1);
  if (!navigation) throw new Error('The trace has no navigation to an http(s) page.');
  const key = `${navigation.pid}:${navigation.tid}`;
  return { start: navigation.ts, onMain: (e) => `${e.pid}:${e.tid}` === key };
}

const ms = (us) => us / 1000;
const within = (outer) => (e) => e !== outer && e.ts >= outer.ts && e.ts + e.dur <= outer.ts + outer.dur;
const SHOWN = /^(ParseHTML|Layout|UpdateLayoutTree|Paint|v8\.evaluateModule|EvaluateScript|TimerFire|FunctionCall|RunMicrotasks|DocumentLoader::CommitNavigation|V8\.GC_SCAVENGER|MajorGC)$/;

function tasks(dir, min = 10) {
  const { traceEvents } = readTrace(dir);
  const { start, onMain } = mainThread(traceEvents);
  const main = traceEvents.filter((e) => onMain(e) && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  for (const e of traceEvents.filter((e) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name) && onMain(e))) {
    console.log(`${e.name} at ${ms(e.ts - start).toFixed(0)} ms`);
  }
  for (const task of main.filter((e) => e.name === 'RunTask' && ms(e.dur) >= min)) {
    const parts = main.filter(within(task)).filter((e) => SHOWN.test(e.name) && e.dur >= 500);
    const file = (e) => (e.args?.data?.url ? `(${e.args.data.url.split('/').pop()})` : '');
    console.log(`@${ms(task.ts - start).toFixed(0)} ms  ${ms(task.dur).toFixed(1)} ms  ${parts.map((e) => `${e.name}${file(e)} ${ms(e.dur).toFixed(1)}`).join(', ')}`);
  }
}

function applyChange(dir, change) {
  const [kind, ...args] = change.split(':');
  if (kind === 'size' && args.length === 2) {
    const [text, factor] = [args[0], Number(args[1])];
    const logFile = path.join(dir, 'defaultPass.devtoolslog.json');
    const log = JSON.parse(fs.readFileSync(logFile, 'utf8'));
    const ids = new Set(log.filter((m) => m.method === 'Network.requestWillBeSent' && m.params.request.url.includes(text)).map((m) => m.params.requestId));
    if (ids.size === 0) throw new Error(`No request's URL contains ${text}.`);
    for (const m of log) {
      if (!ids.has(m.params?.requestId)) continue;
      for (const k of ['encodedDataLength', 'dataLength']) if (typeof m.params[k] === 'number') m.params[k] = Math.round(m.params[k] * factor);
    }
    fs.writeFileSync(logFile, JSON.stringify(log));
    return `${ids.size} request(s) with ${text} × ${factor}`;
  }
  if (kind === 'tasks' && args.length === 3) {
    const [from, to, factor] = args.map(Number);
    const traceFile = path.join(dir, 'defaultPass.trace.json');
    const trace = readTrace(dir);
    const { start, onMain } = mainThread(trace.traceEvents);
    const main = trace.traceEvents.filter((e) => onMain(e) && e.ph === 'X');
    const chosen = main.filter((e) => e.name === 'RunTask' && ms(e.ts - start) >= from && ms(e.ts - start) <= to);
    for (const task of chosen) {
      for (const e of main.filter(within(task))) {
        e.ts = task.ts + (e.ts - task.ts) * factor;
        e.dur *= factor;
      }
      task.dur *= factor;
    }
    fs.writeFileSync(traceFile, JSON.stringify(trace));
    return `${chosen.length} task(s) starting ${from}–${to} ms × ${factor}`;
  }
  throw new Error(`Unknown change ${change}: size:TEXT:FACTOR or tasks:FROM_MS:TO_MS:FACTOR.`);
}

function score(dir, changes) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-whatif-'));
  try {
    fs.cpSync(dir, work, { recursive: true });
    for (const change of changes) console.log(`changed: ${applyChange(work, change)}`);
    const report = path.join(work, 'report.json');
    lighthouse(['http://whatif.invalid/', `-A=${work}`, '--output=json', `--output-path=${report}`]);
    const lhr = JSON.parse(fs.readFileSync(report, 'utf8'));
    const value = (id) => Math.round(lhr.audits[id].numericValue);
    console.log(
      `performance ${Math.round(lhr.categories.performance.score * 100)}: FCP ${value('first-contentful-paint')} ms, LCP ${value('largest-contentful-paint')} ms, ` +
        `TBT ${value('total-blocking-time')} ms, Speed Index ${value('speed-index')} ms`,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'gather' && rest.length === 2) {
  fs.rmSync(rest[1], { recursive: true, force: true });
  lighthouse([rest[0], `-G=${rest[1]}`, `--chrome-flags=${CHROME_FLAGS}`]);
  console.log(`Gathered ${rest[0]} into ${rest[1]}.`);
} else if (command === 'tasks' && rest.length >= 1) {
  tasks(rest[0], rest[1] ? Number(rest[1]) : undefined);
} else if (command === 'score' && rest.length >= 1) {
  score(rest[0], rest.slice(1));
} else {
  console.error('Usage: node bench/lantern-whatif.mjs gather URL DIR | tasks DIR [MIN_MS] | score DIR [size:TEXT:FACTOR | tasks:FROM_MS:TO_MS:FACTOR]…');
  process.exit(2);
}
