// `npm start`: builds the web client and the server bundle when they are missing or older than their
// sources, then runs the server (which migrates the database at start-up) in this process, so signals
// reach it directly. The server runs as one plain JavaScript file: loading TypeScript through a
// transpiler at run time cost ~45 MB of memory and seconds of start-up (decision 005).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime, serverBundle, serverIsStale } from './build-server.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const built = join(root, 'dist/client/index.html');

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

// In a child process: the server's own process never loads esbuild (decision 205).
if (serverIsStale()) {
  const result = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('Tend cannot start: the server failed to build.');
    process.exit(1);
  }
}

process.chdir(root);
await import(pathToFileURL(serverBundle).href);
