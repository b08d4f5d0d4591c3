import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { SERVER_BUILD_OPTIONS } from '../scripts/build-server.mjs';

/**
 * The container image installs production dependencies only (`npm ci --omit=dev`, decision 275), so
 * every package the built server imports — statically, on first use, or through `require` — must be
 * listed under `dependencies`, or the server fails at start or on the first request that needs it.
 */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

describe('the built server', () => {
  it('imports only production dependencies', async () => {
    const result = await build({
      ...SERVER_BUILD_OPTIONS,
      outdir: 'dist/production-deps-test',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const imported = new Set<string>();
    for (const output of Object.values(result.metafile.outputs)) {
      for (const i of output.imports) {
        if (!i.external || i.path.startsWith('node:') || builtinModules.includes(i.path)) continue;
        imported.add(packageName(i.path));
      }
    }
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !(name in manifest.dependencies)).sort()).toEqual([]);
  });
});
