import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { asciiOnly, SERVER_BUILD_OPTIONS } from '../scripts/build-server.mjs';

/**
 * What the production bundle (scripts/build-server.mjs: packages stay external but kysely, decision 528) loads when it starts:
 * the packages it imports statically. Packages most requests never need are loaded on first use
 * instead (decision 205): zxcvbn-ts on the first password check, @simplewebauthn on the first passkey request, `pg` only for a PostgreSQL database,
 * in the server and in the export worker alike.
 */
function buildMetafile(): Promise<Metafile> {
  return build({
    ...SERVER_BUILD_OPTIONS,
    outdir: 'dist/bundle-test',
    write: false,
    metafile: true,
    logLevel: 'silent',
  }).then((result) => result.metafile);
}

async function staticPackages(): Promise<Record<string, string[]>> {
  const outputs: Metafile['outputs'] = (await buildMetafile()).outputs;
  const byEntry: Record<string, string[]> = {};
  for (const [file, output] of Object.entries(outputs)) {
    const name = /([^/]+)\.mjs$/.exec(file)?.[1] ?? file;
    byEntry[name] = output.imports
      .filter((i) => i.external && i.kind === 'import-statement' && !i.path.startsWith('node:'))
      .map((i) => i.path);
  }
  return byEntry;
}

describe('the server bundle', () => {
  it('loads zxcvbn-ts, @simplewebauthn and pg on first use, not at start', async () => {
    const { main, 'export-worker': worker } = await staticPackages();
    expect(main).toEqual(expect.arrayContaining(['fastify', 'better-sqlite3']));
    expect(worker).toEqual(expect.arrayContaining(['better-sqlite3']));
    for (const imports of [main, worker]) {
      expect(
        imports?.filter((p) => p === 'pg' || p.startsWith('@zxcvbn-ts/') || p.startsWith('@simplewebauthn/')),
      ).toEqual([]);
    }
  });

  it('bundles kysely, and the export worker loads no zod (decision 528)', async () => {
    const { main, 'export-worker': worker } = await staticPackages();
    for (const imports of [main, worker]) expect(imports?.filter((p) => p.startsWith('kysely'))).toEqual([]);
    expect(worker?.filter((p) => p.startsWith('zod'))).toEqual([]);
  });

  it('is written in ASCII, so V8 holds its source one byte a character (decision 528)', () => {
    expect(asciiOnly('// the 0–10 feeling (“own-…”) §3\nconst a = "\\u2026";')).toBe(
      '// the 0\\u{2013}10 feeling (\\u{201c}own-\\u{2026}\\u{201d}) \\u{a7}3\nconst a = "\\u2026";',
    );
  });

  it('holds no test support: nothing from server/test/ or a *.test.ts file (decision 320)', async () => {
    const sources = Object.keys((await buildMetafile()).inputs).filter((p) => !p.startsWith('node_modules/'));
    expect(sources).toEqual(expect.arrayContaining(['server/main.ts', 'server/lib/config.ts']));
    expect(sources.filter((p) => p.startsWith('server/test/') || /\.test\.tsx?$/.test(p))).toEqual([]);
  });
});
