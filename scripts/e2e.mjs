// Runs the browser tests when a Chromium is available. Without one it prints a skip notice, unless
// REQUIRE_E2E=1 (CI), where a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const chrome = candidates.find((p) => existsSync(p));
if (!chrome) {
  const message = 'No Chromium found (set CHROME_PATH or apt-get install chromium)';
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`[tend] ${message}, but REQUIRE_E2E=1: failing.`);
    process.exit(1);
  }
  console.log(`\n[tend] ${message}: browser tests are SKIPPED.\n`);
  process.exit(0);
}

const run = (args, env = {}) => {
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

// Always test the current client, built into a directory of this run's own so that parallel runs (on
// different E2E_PORTs) never serve each other's build.
const port = process.env.E2E_PORT ?? '5055';
const staticDir = join('dist', `e2e-${port}`);
run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', join('..', staticDir)]);
const dataDir = mkdtempSync(join(tmpdir(), 'tend-e2e-'));
run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  CHROME_PATH: chrome,
  E2E_DATA_DIR: dataDir,
  E2E_STATIC_DIR: staticDir,
});
