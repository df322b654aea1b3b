// Writes apps/server/src/modules/auth/common-passwords.txt: the 3,000 most common passwords that our
// own rules would otherwise accept (8 to 128 characters), most common first, lower-case, one a line.
// Registration, reset and change-password refuse them, compared case-insensitively
// (docs/product/accounts.md#emails-and-passwords; OWASP ASVS 5.0 6.2.4: "at least the top 3000
// passwords which match the application's password policy").
//
// Provenance. The ranking is the `passwords-common` dictionary of the npm package
// @zxcvbn-ts/language-common (MIT, https://github.com/zxcvbn-ts/zxcvbn), file src/passwords.json:
// 49,233 passwords ranked by how often they occur in Mark Burnett's "10 million passwords" corpus
// (xato.net, 2015; the same list as SecLists' xato-net-10-million-passwords), lower-cased, ASCII only,
// kept when seen more than 10 times, and pruned of entries zxcvbn already guesses from a pattern
// (repeats such as "aaaaaaaa", dates). We pin the version and the file's SHA-256 so the output is
// reproducible; the package is fetched with `npm pack` into a temporary directory and is NOT a
// dependency of the project.
//
// Run from the repository root (needs the npm registry):  node apps/server/scripts/build-common-passwords.mjs
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = '@zxcvbn-ts/language-common@4.1.3';
const SOURCE_FILE = 'package/src/passwords.json';
const SOURCE_SHA256 = 'f422773d94d630f27e08b26d7017e847bb1feb2a84809340e9c0b0c47b33e3f1';
const COUNT = 3000;
// Keep in step with PASSWORD_MIN_LENGTH / PASSWORD_MAX_LENGTH in packages/contracts/src/constants.ts.
const MIN_LENGTH = 8;
const MAX_LENGTH = 128;

const here = path.dirname(fileURLToPath(import.meta.url));
const output = path.resolve(here, '../src/modules/auth/common-passwords.txt');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-common-passwords-'));
try {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', PACKAGE, '--json', '--pack-destination', work], { encoding: 'utf8' }),
  );
  const tarball = path.join(work, packed[0].filename);
  execFileSync('tar', ['-xzf', tarball, '-C', work]);

  const raw = fs.readFileSync(path.join(work, SOURCE_FILE));
  const digest = createHash('sha256').update(raw).digest('hex');
  if (digest !== SOURCE_SHA256) {
    throw new Error(`${PACKAGE} ${SOURCE_FILE} has SHA-256 ${digest}, expected ${SOURCE_SHA256}; review the change before updating the pin.`);
  }

  const ranked = JSON.parse(raw.toString('utf8'));
  const seen = new Set();
  const list = [];
  for (const entry of ranked) {
    const password = String(entry).toLowerCase();
    if (password.length < MIN_LENGTH || password.length > MAX_LENGTH) continue;
    if (!/^[\x21-\x7e]+$/.test(password)) continue; // printable ASCII, no spaces: one a line, unambiguous
    if (seen.has(password)) continue;
    seen.add(password);
    list.push(password);
    if (list.length === COUNT) break;
  }
  if (list.length !== COUNT) throw new Error(`only ${list.length} passwords qualified; expected ${COUNT}`);

  fs.writeFileSync(output, `${list.join('\n')}\n`);
  console.log(`wrote ${list.length} passwords to ${path.relative(process.cwd(), output)} from ${PACKAGE}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
