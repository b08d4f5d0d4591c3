/**
 * The client build's files written compressed beside themselves (decision 541): `name.br` (brotli at
 * its highest quality) and `name.gz` (gzip at its highest level), which the server sends as they are to
 * a browser that accepts them (`preCompressed` in `server/app.ts`). Compressing once at build time
 * affords the slow, small settings a request could not: brotli 11 is ~13% smaller than the gzip the
 * server made on each request (the signed-in screens' ~165 KB of first-load script and style, ~22 KB
 * less to download before the first paint on a slow link), and the server no longer compresses a file
 * per request.
 */
import { brotliCompress, constants, gzip } from 'node:zlib';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

/** What is worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this the server sends a file as it is (`COMPRESS_THRESHOLD`, `server/lib/small-bodies.ts`). */
const SMALLEST = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files under `dir` (its `.vite` folder of build lists aside) worth a compressed copy. */
async function compressible(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !path.slice(dir.length).split(/[\\/]/).includes('.vite'));
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` of at least 1 KB, unless compressing
 * does not make it smaller. Returns the files' bytes before and after (brotli).
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  await Promise.all(
    (await compressible(dir)).map(async (path) => {
      const source = await readFile(path);
      if (source.length < SMALLEST) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await writeFile(`${path}.br`, br);
      if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
      totals.files++;
      totals.bytes += source.length;
      totals.brotli += Math.min(br.length, source.length);
    }),
  );
  return totals;
}

/**
 * The build's last step: every file it wrote, the service worker included (Workbox builds it in its
 * own `closeBundle`, so this one runs after the others).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tend:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
