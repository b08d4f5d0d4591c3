import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from './database';

const dir = mkdtempSync(join(tmpdir(), 'tend-open-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('openSqlite on an existing file', () => {
  it('gives the connection its usual cache back after the start-up check', () => {
    const path = join(dir, 'existing.db');
    const setup = new SQLite(path);
    setup.exec('create table t (x text); insert into t values (randomblob(100000));');
    const usual = Number(setup.pragma('cache_size', { simple: true }));
    setup.close();

    const conn = openSqlite(path);
    try {
      expect(usual).not.toBe(0);
      expect(Number(conn.pragma('cache_size', { simple: true }))).toBe(usual);
      expect(conn.prepare('select length(x) as n from t').get()).toEqual({ n: 100000 });
    } finally {
      conn.close();
    }
  });
});
