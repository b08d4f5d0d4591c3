import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResponse } from '../core/schemas/auth';

/**
 * Shared browser-test helpers. Import `test` and `expect` from here (not from @playwright/test) to get
 * the automatic check that no page logged a Content-Security-Policy violation or an uncaught error.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A violation the browser does not log (a blocked `new Function` that the page catches) still
      // fires this event: it is logged here so that it fails the test like the others.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy|Refused to (apply|load|execute)/i.test(text)) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'CSP violations or uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const DEFAULT_PASSWORD = 'Calm-River-42';

let counter = 0;
/** An e-mail address no other test uses (tests run in parallel against one database). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export interface TestUser extends AuthResponse {
  email: string;
  password: string;
}

/** Creates an account through the API (fast set-up for tests that are not about signing up). */
export async function signUpViaApi(
  request: APIRequestContext,
  opts: { name?: string | null; email?: string; password?: string; timeZone?: string } = {},
): Promise<TestUser> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? DEFAULT_PASSWORD;
  const response = await request.post('/api/auth/signup', {
    data: {
      name: opts.name === undefined ? 'Robin Test' : opts.name,
      email,
      password,
      timeZone: opts.timeZone ?? 'Europe/London',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...((await response.json()) as AuthResponse), email, password };
}

/** Puts a session into the page's localStorage (as a sign-in would) and opens `path`. */
export async function signIn(page: Page, sessionId: string, path = '/app'): Promise<void> {
  await page.goto('/privacy-policy');
  await page.evaluate((id) => localStorage.setItem('sessionId', id), sessionId);
  await page.goto(path);
}

/** Signs up through the API and opens `path` signed in. */
export async function newUser(
  page: Page,
  request: APIRequestContext,
  path = '/app',
  opts: Parameters<typeof signUpViaApi>[1] = {},
): Promise<TestUser> {
  const user = await signUpViaApi(request, opts);
  await signIn(page, user.sessionId, path);
  return user;
}

/** Headers for calling the API directly as this user. */
export function authHeaders(sessionId: string): Record<string, string> {
  return { 'x-session-id': sessionId };
}

/**
 * Runs axe-core (WCAG 2.1 A/AA rules) on the page and fails on serious or critical violations, listing
 * each rule and the offending elements.
 */
export async function expectNoA11yViolations(page: Page, opts: { exclude?: string[] } = {}): Promise<void> {
  // Colours read mid-transition (a switch just flipped, a field just enabled) are neither the old nor
  // the new ones: let running transitions and animations settle first (a second at most).
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of opts.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Decodes a quoted-printable body (RFC 2045): soft line breaks and =XX escapes. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const ch = joined[i] as string;
    const hex = joined.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The password-reset link from the newest outbox message addressed to `email` (the server writes .eml
 * files there when no SMTP_URL is set). Polls briefly, as the mail is written after the response.
 */
export async function readResetLink(email: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through scripts/e2e.mjs');
  const outbox = join(dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[]))
          .filter((f) => f.endsWith('.eml'))
          .sort();
        for (const file of files.reverse()) {
          const raw = await readFile(join(outbox, file), 'utf8');
          if (!new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw)) continue;
          const body = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(raw) : raw;
          link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(body)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a reset mail for ${email} in ${outbox}` },
    )
    .toBeDefined();
  return link as string;
}

/**
 * What the device keeps of the reads (IndexedDB `tend-cache`), as one string; '' when empty. Before the
 * app has first written, the database does not exist yet, and opening it would create it empty, without
 * the app's `queries` store — after which the app (idb-keyval opens it without an upgrade) could never
 * write there. So an open that would create it is aborted: looking must not change what is looked at.
 */
export function persistedCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('tend-cache');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) {
            db.close();
            return resolve('');
          }
          const all = db.transaction('queries').objectStore('queries').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result.map(String).join('\n'));
          };
          all.onerror = () => {
            db.close();
            resolve('');
          };
        };
      }),
  );
}
