import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The node flags of package.json's `start` script: `node [flags] scripts/start.mjs`. */
function startScriptFlags(): string[] {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.trim().split(/\s+/);
  expect(words[0]).toBe('node');
  expect(words.at(-1)).toBe('scripts/start.mjs');
  return words.slice(1, -1);
}

/** The node flags of the container's `CMD ["node", …flags, "dist/server/main.mjs"]`. */
function containerFlags(): string[] {
  const cmd = readFileSync('Dockerfile', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('CMD '));
  const words = JSON.parse(cmd?.slice('CMD '.length) ?? '[]') as string[];
  expect(words[0]).toBe('node');
  expect(words.at(-1)).toBe('dist/server/main.mjs');
  return words.slice(1, -1);
}

describe("the server's V8 flags", () => {
  it('are the same for npm start and the container, both memory choices included', () => {
    const flags = startScriptFlags();
    // Decision 205 (a smaller young generation) and decision 510 (no allocation-site pretenuring).
    expect(flags).toEqual(
      expect.arrayContaining(['--max-semi-space-size=4', '--no-allocation-site-pretenuring']),
    );
    expect(containerFlags()).toEqual(flags);
  });
});
