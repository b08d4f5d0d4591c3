import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { placeholdersOver, STATEMENT_CACHE_MAX_PARAMETERS, withStatementCache } from './database';

const insertOf = (rows: number) =>
  `insert into t (a, b) values ${Array.from({ length: rows }, () => '(?, ?)').join(', ')}`;

describe('the SQLite statement cache (decision 370)', () => {
  let conn: Database.Database | undefined;
  afterEach(() => conn?.close());

  it('reuses a statement with few parameters and prepares a bulk one each time', () => {
    conn = new Database(':memory:');
    conn.exec('create table t (a integer, b integer)');
    const cached = withStatementCache(conn);
    const small = 'select a from t where a in (?, ?, ?)';
    expect(cached.prepare(small)).toBe(cached.prepare(small));
    const bulk = insertOf(STATEMENT_CACHE_MAX_PARAMETERS / 2 + 1);
    const first = cached.prepare(bulk);
    expect(cached.prepare(bulk)).not.toBe(first);
    // Either way the statement runs: a bulk insert writes every row.
    const rows = STATEMENT_CACHE_MAX_PARAMETERS / 2 + 1;
    first.run(Array.from({ length: rows * 2 }, (_, i) => i));
    expect(conn.prepare('select count(*) as n from t').get()).toEqual({ n: rows });
  });

  it('counts placeholders up to the limit', () => {
    expect(placeholdersOver(insertOf(125), 250)).toBe(false);
    expect(placeholdersOver(insertOf(126), 250)).toBe(true);
    expect(placeholdersOver('select 1', 0)).toBe(false);
    expect(placeholdersOver('select ?', 0)).toBe(true);
  });
});
