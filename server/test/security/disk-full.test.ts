import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers';

/**
 * docs/security.md ("Durability"): before this, with the disk full, writes answered 500, /readyz stayed 200 and the log said only "cannot
 * rollback – no transaction is active". SQLite's max_page_count makes the database "full" on demand.
 */
describe('a full disk (SQLite)', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: { LOG_LEVEL: 'error' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => t.close());

  it('answers 503, reports not ready, logs the real cause, and recovers when space returns', async () => {
    const a = await signUp(t.app);
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.database.db);
    const pages = Number(rows[0]?.page_count);
    await sql.raw(`pragma max_page_count = ${pages}`).execute(t.database.db);
    let status = 0;
    let body = '';
    for (let i = 0; i < 50 && status !== 503; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/journal-entries',
        headers: a.headers,
        payload: { content: `a long day ${i} `.repeat(300), mood: 5 },
      });
      status = res.statusCode;
      body = res.body;
    }
    expect(status).toBe(503);
    expect(JSON.parse(body).message).toMatch(/temporarily unavailable/);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    const log = lines.join('');
    expect(log).toContain('SQLITE_FULL');
    expect(log).not.toContain('cannot rollback');

    await sql.raw(`pragma max_page_count = ${pages * 100}`).execute(t.database.db);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers: a.headers,
      payload: { content: 'space again', mood: 6 },
    });
    expect(ok.statusCode).toBe(201);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
