import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath, hasChromium, repoRoot, webDir, webDistIndex } from './paths.ts';

/** What the web build reads: when any of it is newer than dist/index.html, the build is stale. */
const WEB_INPUTS = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'package.json'),
  path.join(repoRoot, 'packages/contracts/src'),
];

function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer directory
  for (const name of fs.readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function webBuildIsStale(): string | null {
  if (!fs.existsSync(webDistIndex)) return 'apps/web/dist/index.html is missing';
  const built = fs.statSync(webDistIndex).mtimeMs;
  const newest = Math.max(...WEB_INPUTS.map(newestMtime));
  return newest > built ? 'apps/web has changed since the last build' : null;
}

export default function setup(): void {
  if (!hasChromium()) {
    console.log(
      `\n[e2e] skipped: no Chromium at ${chromiumPath()} (apt-get install -y chromium, or set CHROMIUM_PATH). ` +
        'The journeys never download a browser.\n',
    );
    return;
  }
  const stale = webBuildIsStale();
  if (!stale) return;
  console.log(`\n[e2e] building the web app: ${stale}`);
  const result = spawnSync('npm', ['run', 'build', '-w', '@pathway/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`[e2e] \`npm run build -w @pathway/web\` failed (exit ${result.status ?? result.signal}); see its output above.`);
  }
}
