/**
 * i18n's share of the built client, for the bench's row of issue 34's goal (decision 458): of every
 * JavaScript file the build emits, the part that is Lingui's runtime, the message catalogues and the
 * app's own i18n module. vite.config.ts writes it at build time (`I18N_SHARE_FILE`); bench/web.ts
 * weighs each script a page loaded by it, so the figure is the same build's first load with those
 * modules and without them: like for like, measured each run.
 */
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';

/** Where the build writes the shares, inside its output folder (dist/client). */
export const I18N_SHARE_FILE = '.vite/i18n-share.json';

/** A file's i18n share: 1 for a catalogue chunk, the fraction of its gzip size for a mixed chunk. */
export type I18nShares = Record<string, number>;

/**
 * What i18n brought into the client: Lingui's runtime (@lingui/core, @lingui/react), the compiled
 * catalogues (`core/i18n/<group>/<locale>.ts`, decision 385) and the modules that load and apply
 * them (`client/lib/i18n.ts`, `core/i18n/locales.ts`). Messages compiled into the screens' code
 * (`_({ id })` where English stood) are not separable; decision 450 found they save ~0.3 KB.
 */
export function isI18nModule(id: string): boolean {
  const path = id.replaceAll('\\', '/').replace(/\?.*$/, '');
  return (
    path.includes('/node_modules/@lingui/') ||
    /\/core\/i18n\/[\w-]+\/[\w-]+\.ts$/.test(path) ||
    path.endsWith('/client/lib/i18n.ts') ||
    path.endsWith('/core/i18n/locales.ts')
  );
}

/**
 * The modules' code minified, as the chunk is: the bundler hands them over before it minifies, with
 * comments and long names that would count for more than they weigh in the file.
 */
function minified(code: string): string {
  return transformSync(code, { minify: true, format: 'esm', loader: 'js' }).code;
}

/**
 * A chunk's i18n share from its modules' code as the bundler rendered them, minified: what gzip saves when the
 * i18n modules are left out (decision 450's leave-one-out), as a fraction of the chunk's gzip size, so
 * it scales to the minified file. 0 when the chunk holds none, 1 when it holds nothing else.
 */
export function i18nShareOf(modules: readonly { id: string; code: string }[]): number {
  const i18n = modules.filter((m) => isI18nModule(m.id));
  if (i18n.length === 0) return 0;
  if (i18n.length === modules.length) return 1;
  const all = gzipSync(minified(modules.map((m) => m.code).join('\n'))).length;
  const rest = gzipSync(
    minified(
      modules
        .filter((m) => !isI18nModule(m.id))
        .map((m) => m.code)
        .join('\n'),
    ),
  ).length;
  return Math.max(0, Math.min(1, (all - rest) / all));
}
