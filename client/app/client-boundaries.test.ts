// The layers and feature boundaries are enforced by ESLint (eslint.config.js, decisions 165 and 330). This runs ESLint's
// Node API with the project's own config on fixture sources placed (virtually) in the client's folders.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module without types (eslint.config.js loads it)
import { boundaryProblem } from '../../scripts/eslint-client-boundaries.js';

// The repository root (no node:* imports in client/: the test reads it from its own URL).
const root = decodeURIComponent(new URL('../..', import.meta.url).pathname);
const eslint = new ESLint({ cwd: root });

async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: root + filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'tend/client-boundaries').map((m) => m.message);
}

describe('client boundaries (ESLint)', () => {
  it('fails on a cross-feature import, re-export and import()', async () => {
    const messages = await boundaryMessages(
      'client/features/home/fixture.ts',
      [
        "import { JournalPage } from '../journal/journal-page';",
        "export { ReportsPage } from '../reports/reports-page';",
        "export const load = () => import('../../features/progress/progress-page');",
        'export const page = JournalPage;',
      ].join('\n'),
    );
    expect(messages).toHaveLength(3);
    expect(messages[0]).toContain("'../journal/journal-page': A feature never imports another feature");
  });

  it('fails from a nested folder of a feature too', async () => {
    const messages = await boundaryMessages(
      'client/features/home/parts/fixture.ts',
      "import { x } from '../../rating-elsewhere/x';\nexport const y = x;",
    );
    expect(messages).toHaveLength(1);
  });

  it('lets a feature import its own files, shared, lib, components and core', async () => {
    const messages = await boundaryMessages(
      'client/features/home/fixture.ts',
      [
        "import { a } from './home-rules';",
        "import { b } from '../../shared/wellbeing/rating-rules';",
        "import { c } from '../../api/journal';",
        "import { d } from '../../components/ui/button';",
        "import { e } from '../../../core/bands';",
        'export const all = [a, b, c, d, e];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('fails when shared imports a feature, and when lib imports shared', async () => {
    expect(
      await boundaryMessages(
        'client/shared/wellbeing/fixture.ts',
        "import { a } from '../../features/home/home-rules';\nexport const b = a;",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryMessages(
        'client/lib/fixture.ts',
        "import { a } from '../api/wellbeing';\nexport const b = a;",
      ),
    ).toHaveLength(1);
  });

  // The layers app → features → shared → components → api → lib → core (decision 330).
  it('fails on every import against the layers: a component importing a feature, api importing a component, lib importing api', async () => {
    const wrongWay: [string, string][] = [
      ['client/components/fixture.tsx', '../features/journal/journal-page'],
      ['client/components/fixture.tsx', '../shared/wellbeing/rating-rules'],
      ['client/api/fixture.ts', '../components/ui/button'],
      ['client/api/fixture.ts', '../shared/journal/journal-rules'],
      ['client/api/fixture.ts', '../features/home/home-rules'],
      ['client/lib/fixture.ts', '../api/journal'],
      ['client/lib/fixture.ts', '../components/ui/toast'],
    ];
    for (const [file, target] of wrongWay) {
      const messages = await boundaryMessages(file, `import { a } from '${target}';\nexport const b = a;`);
      expect(messages, `${file} → ${target}`).toHaveLength(1);
      expect(messages[0]).toContain('never imports');
    }
  });

  it('lets each layer import the layers below it', async () => {
    const rightWay: [string, string][] = [
      ['client/components/fixture.tsx', '../api/tags'],
      ['client/components/fixture.tsx', '../lib/cn'],
      ['client/api/fixture.ts', '../lib/session'],
      ['client/api/fixture.ts', './http/request'],
      ['client/shared/journal/fixture.ts', '../../api/journal'],
    ];
    for (const [file, target] of rightWay)
      expect(await boundaryMessages(file, `import { a } from '${target}';\nexport const b = a;`)).toEqual([]);
  });

  it('fails when a feature, a component or lib/ talks to the server itself (decision 330)', async () => {
    const direct = [
      "export const a = () => fetch('/api/user');",
      "export const a = () => window.fetch('/api/user');",
      'export const a = () => new XMLHttpRequest();',
      "export const a = () => navigator.sendBeacon('/api/x');",
    ];
    for (const code of direct) {
      expect(await boundaryMessages('client/features/home/fixture.ts', code), code).toHaveLength(1);
      expect(await boundaryMessages('client/components/fixture.tsx', code), code).toHaveLength(1);
      expect(await boundaryMessages('client/lib/fixture.ts', code), code).toHaveLength(1);
    }
    expect(await boundaryMessages('client/api/fixture.ts', direct[0] ?? '')).toEqual([]);
  });

  it('fails when a feature imports the request helper or sends a write itself', async () => {
    for (const code of [
      "import { api } from '../../api/http/request';\nexport const a = api;",
      "import { apiPage } from '../../api/http/paging';\nexport const a = apiPage;",
      "import { sendWrite } from '../../api/http/write-queue';\nexport const a = sendWrite;",
    ])
      expect(await boundaryMessages('client/features/home/fixture.ts', code), code).toHaveLength(1);
    // The queue's state (what waits, what was refused) is fine to show.
    expect(
      await boundaryMessages(
        'client/components/fixture.tsx',
        "import { queuedWrites } from '../api/http/write-queue';\nexport const a = queuedWrites;",
      ),
    ).toEqual([]);
  });

  it('lets app/ import features (the router)', async () => {
    expect(
      await boundaryMessages(
        'client/app/fixture.ts',
        "export const load = () => import('../features/home/home-page');",
      ),
    ).toEqual([]);
  });
});

describe('boundaryProblem', () => {
  it('reads the layers from repo-relative paths', () => {
    expect(boundaryProblem('client/features/a/x.ts', 'client/features/a/y')).toBeNull();
    expect(boundaryProblem('client/features/a/x.ts', 'client/features/b/y')).toMatch(/another feature/);
    expect(boundaryProblem('client/features/a/x.ts', 'client/app/router')).toMatch(/client\/app/);
    expect(boundaryProblem('client/components/x.tsx', 'client/features/a/y')).toMatch(/never imports/);
    expect(boundaryProblem('client/api/x.ts', 'client/components/y')).toMatch(/never imports/);
    expect(boundaryProblem('client/lib/x.ts', 'client/api/y')).toMatch(/never imports/);
    expect(boundaryProblem('client/components/x.tsx', 'client/api/y')).toBeNull();
    expect(boundaryProblem('client/features/a/x.ts', 'client/api/http/request')).toMatch(/Only client\/api/);
    expect(boundaryProblem('client/api/x.ts', 'client/components/y')).toMatch(/never imports/);
    expect(boundaryProblem('client/lib/x.ts', 'client/api/y')).toMatch(/never imports/);
    expect(boundaryProblem('client/components/x.tsx', 'client/api/y')).toBeNull();
    expect(boundaryProblem('client/features/a/x.ts', 'client/api/http/request')).toMatch(/Only client\/api/);
    expect(boundaryProblem('client/main.tsx', 'client/features/landing/landing-page')).toBeNull();
    expect(boundaryProblem('server/app.ts', 'client/features/a/y')).toBeNull();
  });
});
