// The feature boundaries are enforced by ESLint (eslint.config.js, decision 165). This runs ESLint's
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
        "import { b } from '../../shared/rating/wellbeing-api';",
        "import { c } from '../../lib/api';",
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
        'client/shared/rating/fixture.ts',
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
    expect(boundaryProblem('client/main.tsx', 'client/features/landing/landing-page')).toBeNull();
    expect(boundaryProblem('server/app.ts', 'client/features/a/y')).toBeNull();
  });
});
