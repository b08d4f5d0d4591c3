// Builds the server bundle (dist/server/main.mjs and the export worker beside it). `scripts/start.mjs`
// runs this file as a child process when the bundle is missing or older than its sources, so esbuild
// is never loaded into the server's own process (it added ~12 MB to the first start's memory, which
// the bench counted; decision 205).
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');

export const serverBundle = join(root, 'dist/server/main.mjs');
// The export runs in a worker thread whose entry is a second file beside main.mjs (decision 085).
const exportWorker = join(root, 'dist/server/export-worker.mjs');

export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // server/test/ is test support, never bundled (decision 320).
    if (entry.isDirectory()) newest = entry.name === 'test' ? newest : Math.max(newest, newestMtime(path));
    else if (!entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx')) {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

export function serverIsStale() {
  return (
    !existsSync(serverBundle) ||
    !existsSync(exportWorker) ||
    Math.max(newestMtime(join(root, 'server')), newestMtime(join(root, 'core'))) >
      statSync(serverBundle).mtimeMs
  );
}

/**
 * An esbuild plugin: every package import stays external (loaded from node_modules at run time) except
 * the named ones, which are bundled. Kysely is ~420 small ES modules: loaded one by one they cost each
 * thread ~11 MB of memory (the export worker's too), bundled ~3 MB (decision 528).
 */
function externalPackagesBut(inlined) {
  const inline = (path) => inlined.some((name) => path === name || path.startsWith(`${name}/`));
  return {
    name: 'external-packages-but',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('node:') || inline(args.path) ? undefined : { path: args.path, external: true },
      );
    },
  };
}

/**
 * esbuild's options for the server bundle, paths relative to the project root. `server/bundle.test.ts`
 * builds with the same options to check what the bundle imports at start.
 */
export const SERVER_BUILD_OPTIONS = {
  entryPoints: {
    main: 'server/main.ts',
    'export-worker': 'server/modules/export/export.worker.ts',
    // The instance owner's commands, so an installation without the sources (the container image,
    // decision 275) runs them as `node dist/server/<name>.mjs`.
    admin: 'server/admin.ts',
    backup: 'server/backup.ts',
    invite: 'server/invite.ts',
  },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages stay external (node_modules beside the bundle) but for the inlined few (decision 528).
  plugins: [externalPackagesBut(['kysely'])],
  logLevel: 'warning',
};

/**
 * esbuild escapes every non-ASCII character of strings, templates and names (its default `ascii`
 * charset) but keeps comments as written, and one `…` or `§` in a comment makes V8 hold the whole file's
 * source as a two-byte string: 2.5 MB of heap for the 1.24 MB `main.mjs`, in the server and again in
 * the export worker (decision 528). So what is left, comments only, is escaped too.
 */
export function asciiOnly(text) {
  return text.replace(/[^\t\n\r -~]/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
}

async function buildServer() {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({ ...SERVER_BUILD_OPTIONS, absWorkingDir: root, write: false });
  mkdirSync(join(root, SERVER_BUILD_OPTIONS.outdir), { recursive: true });
  for (const file of outputFiles) writeFileSync(file.path, asciiOnly(file.text));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
