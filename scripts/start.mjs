// `npm start`: builds what is missing or out of date, then runs the server in this process
// (so SIGTERM and SIGINT reach it directly and shut it down gracefully).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const targets = [
  {
    name: 'web app',
    workspace: '@pathway/web',
    output: at('apps/web/dist/index.html'),
    inputs: [at('apps/web/src'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), at('apps/web/scripts'), at('packages/contracts/src')],
  },
  {
    name: 'server',
    workspace: '@pathway/server',
    output: at('apps/server/dist/main.js'),
    inputs: [at('apps/server/src'), at('packages/contracts/src')],
  },
];

for (const t of targets) {
  const built = fs.existsSync(t.output) ? fs.statSync(t.output).mtimeMs : 0;
  const changed = Math.max(...t.inputs.map(newestMtime));
  if (built < changed) {
    console.log(`Building the ${t.name}…`);
    execSync(`npm run build -w ${t.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

await import(pathToFileURL(at('apps/server/dist/main.js')).href);
