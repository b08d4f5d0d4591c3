// `npm start`: builds the web client when it is missing or older than its sources, then runs the
// server (which migrates the database at start-up) in this process, so signals reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const built = join(root, 'dist/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (!entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx')) {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

const sources = [join(root, 'client'), join(root, 'core')];
const stale =
  !existsSync(built) ||
  Math.max(...sources.map(newestMtime), statSync(join(root, 'vite.config.ts')).mtimeMs) >
    statSync(built).mtimeMs;
if (stale && process.env.STATIC_DIR === undefined) {
  console.log('Building the web client…');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('Tend cannot start: the web client failed to build.');
    process.exit(1);
  }
}

const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
await import('../server/main.ts');
