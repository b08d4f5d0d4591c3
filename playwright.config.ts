import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5055);
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `tend-e2e-${Date.now()}`);
export const E2E_DATA_DIR = dataDir;

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real server on a fresh
 * SQLite database. scripts/e2e.mjs finds the browser and builds the client first.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // localhost, not 127.0.0.1: Chromium refuses an IP address as a WebAuthn relying party (the
    // passkey tests), and APP_URL below names the same origin. The resolver rule keeps it on IPv4.
    baseURL: `http://localhost:${port}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: false,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    acceptDownloads: true,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium refuses some ports outright (5060/5061 are SIP); allow whichever one this run uses.
        `--explicitly-allowed-ports=${port}`,
        '--host-resolver-rules=MAP localhost 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'tend.db')}`,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      E2E_DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist/client',
      APP_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // Playwright's request context reuses a kept-alive socket without reading the server's
      // Keep-Alive hint: a request sent as the server closes it after its idle time fails with
      // ECONNRESET (5 s by default). A minute, as the connection timeout: longer than a test's pauses.
      KEEP_ALIVE_TIMEOUT_MS: '60000',
      LOGIN_MAX_PER_IP: '10000',
      LOGIN_MAX_PER_ACCOUNT: '10000',
      SIGNUP_MAX_PER_IP: '10000',
      FORGOT_MAX_PER_IP: '10000',
      WRITE_MAX_PER_USER: '100000',
      EXPORT_MAX_PER_USER: '100000',
    },
  },
});
