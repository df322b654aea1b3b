// `npm run dev`: the API (tsx watch, on PORT or 3000) and Vite's dev server (5173, proxying /api) together.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// npm runs each workspace script in its own folder; keep the data where `npm start` keeps it.
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@pathway/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@pathway/web'], { stdio: 'inherit' }),
];

const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
