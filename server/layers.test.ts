// The server's layers are enforced by ESLint (eslint.config.js, decision 320). This runs ESLint's Node
// API with the project's own config on fixture sources placed (virtually) in the server's folders.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module without types (eslint.config.js loads it)
import { layerProblem, serverLayer } from '../scripts/eslint-server-layers.js';

const root = decodeURIComponent(new URL('..', import.meta.url).pathname);
const eslint = new ESLint({ cwd: root });

async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: root + filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'tend/server-layers').map((m) => m.message);
}

describe('server layers (ESLint)', () => {
  it('fails on a wrong-way import, re-export and import()', async () => {
    const messages = await layerMessages(
      'server/lib/fixture.ts',
      [
        "import { purgeSessions } from '../modules/auth/auth.repository';",
        "export { errorHandler } from '../plugins/errors';",
        "export const load = () => import('../app');",
        'export const purge = purgeSessions;',
      ].join('\n'),
    );
    expect(messages).toHaveLength(3);
    expect(messages[0]).toContain(
      "'../modules/auth/auth.repository': server/lib/ sits below server/modules/",
    );
    expect(messages[2]).toContain('server/*.ts (app)');
  });

  it('fails when a plugin imports a module, db imports lib, or a module imports the app', async () => {
    expect(
      await layerMessages(
        'server/plugins/fixture.ts',
        "import { sessionLookup } from '../modules/auth/auth.repository';\nexport const s = sessionLookup;",
      ),
    ).toHaveLength(1);
    expect(
      await layerMessages(
        'server/db/fixture.ts',
        "import { loadConfig } from '../lib/config';\nexport const c = loadConfig;",
      ),
    ).toHaveLength(1);
    expect(
      await layerMessages(
        'server/modules/journal/parts/fixture.ts',
        "import { buildApp } from '../../../app';\nexport const b = buildApp;",
      ),
    ).toHaveLength(1);
  });

  it('fails when production code imports test support', async () => {
    const messages = await layerMessages(
      'server/modules/journal/fixture.ts',
      [
        "import { createTestApp } from '../../test/helpers';",
        "import { x } from './journal.test';",
        'export const all = [createTestApp, x];',
      ].join('\n'),
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('never imports test support');
  });

  it('fails on a server folder that is no layer', async () => {
    expect(await layerMessages('server/security/fixture.ts', 'export const a = 1;')).toEqual([
      expect.stringContaining('server/security/ is no server layer'),
    ]);
  });

  it('lets each layer import its own and the lower ones, and tests import anything', async () => {
    expect(
      await layerMessages(
        'server/app-fixture.ts',
        [
          "import { a } from './modules/journal/journal.routes';",
          "import { b } from './plugins/errors';",
          "import { c } from './lib/paging';",
          "import { d } from './db/database';",
          "import { e } from '../core/scores';",
          'export const all = [a, b, c, d, e];',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await layerMessages(
        'server/modules/days/fixture.ts',
        [
          "import { a } from '../activity/activity.service';",
          "import { b } from '../../plugins/errors';",
          "import { c } from '../../lib/context';",
          'export const all = [a, b, c];',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await layerMessages(
        'server/lib/fixture.test.ts',
        "import { buildApp } from '../app';\nimport { t } from '../test/helpers';\nexport const all = [buildApp, t];",
      ),
    ).toEqual([]);
    expect(
      await layerMessages(
        'server/test/fixture.ts',
        "import { buildApp } from '../app';\nexport const b = buildApp;",
      ),
    ).toEqual([]);
  });
});

describe('layerProblem', () => {
  it('reads the layers from repo-relative paths', () => {
    expect(serverLayer('server/main.ts')).toBe('app');
    expect(serverLayer('server/lib/config.ts')).toBe('lib');
    expect(serverLayer('server/test/security/route-table.ts')).toBe('test');
    expect(serverLayer('server/modules/tags/tags.test.ts')).toBe('test');
    expect(serverLayer('client/lib/api.ts')).toBeNull();
    expect(layerProblem('server/db/database.ts', 'core/dates')).toBeNull();
    expect(layerProblem('server/db/database.ts', 'server/lib/config')).toMatch(/sits below/);
    expect(layerProblem('server/lib/x.ts', 'server/test/helpers')).toMatch(/test support/);
    expect(layerProblem('client/lib/x.ts', 'server/app')).toBeNull();
  });
});
