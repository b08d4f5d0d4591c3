// `npm start`: builds the web client and the server bundle when they are missing or older than their
// sources, then runs the server (which migrates the database at start-up) in this process, so signals
// reach it directly. The server runs as one plain JavaScript file: loading TypeScript through a
// transpiler at run time cost ~45 MB of memory and seconds of start-up (decision 005).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

const serverBundle = join(root, 'dist/server/main.mjs');
// The export runs in a worker thread whose entry is a second file beside main.mjs (decision 085).
const exportWorker = join(root, 'dist/server/export-worker.mjs');
const serverStale =
  !existsSync(serverBundle) ||
  !existsSync(exportWorker) ||
  Math.max(newestMtime(join(root, 'server')), newestMtime(join(root, 'core'))) >
    statSync(serverBundle).mtimeMs;
if (serverStale) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: {
      main: join(root, 'server/main.ts'),
      'export-worker': join(root, 'server/modules/export/export.worker.ts'),
    },
    outdir: join(root, 'dist/server'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}

process.chdir(root);
await import(pathToFileURL(serverBundle).href);
