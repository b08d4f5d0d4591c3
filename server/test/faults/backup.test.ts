import { spawn } from 'node:child_process';
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  listAll,
  PORTS,
  ROOT,
  signUpOn,
  startServer,
  startWriters,
  tempDir,
  type ServerProcess,
} from './harness';

/** Runs `npm run backup` the way an operator would (the script's command, without npm's banner). */
function runBackup(databaseUrl: string, destination?: string) {
  return new Promise<{ code: number | null; out: string }>((done) => {
    let out = '';
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/backup.ts', ...(destination ? [destination] : [])],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
      },
    );
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
    proc.on('exit', (code) => done({ code, out }));
  });
}

function inspect(path: string) {
  const db = new SQLite(path, { fileMustExist: true, readonly: true });
  try {
    return {
      integrity: String(db.pragma('integrity_check', { simple: true })),
      foreignKeyProblems: (db.pragma('foreign_key_check') as unknown[]).length,
      ids: new Set((db.prepare('select id from journal_entries').all() as { id: string }[]).map((r) => r.id)),
    };
  } finally {
    db.close();
  }
}

describe('backups', () => {
  const tmp = tempDir('backup');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    tmp.remove();
  });

  it('takes consistent SQLite backups while the server writes, and a backup restores', async () => {
    const path = join(tmp.dir, 'tend.db');
    const url = `sqlite:${path}`;
    const start = () => startServer({ port: PORTS.backup, databaseUrl: url, dir: tmp.dir });
    server = await start();
    const { sessionId } = await signUpOn(server.base);
    const writers = startWriters(server.base, sessionId, 4, 'backup');

    let last = { file: '', acked: new Set<string>() };
    for (let i = 1; i <= 4; i++) {
      await writers.until(25 * i);
      const ackedBefore = new Set(writers.acked.keys());
      const file = join(tmp.dir, 'copies', `copy-${i}.db`);
      const { code, out } = await runBackup(url, file);
      expect(code, out).toBe(0);
      expect(out).toContain(`Backup written to ${file}`);
      const copy = inspect(file);
      expect(copy.integrity).toBe('ok');
      expect(copy.foreignKeyProblems).toBe(0);
      expect([...ackedBefore].filter((id) => !copy.ids.has(id))).toEqual([]);
      last = { file, acked: ackedBefore };
    }
    expect(writers.acked.size).toBeGreaterThan(100); // the writes went on throughout
    await writers.stop();

    // Without a file name the copy goes to backups/ beside the database, named by time.
    const { code, out } = await runBackup(url);
    expect(code, out).toBe(0);
    expect(readdirSync(join(tmp.dir, 'backups'))).toEqual([
      expect.stringMatching(/^tend-\d{8}T\d{6}\.\d{3}Z\.db$/),
    ]);

    // Restore as documented: stop, replace the file (and drop the old WAL), start.
    await server.kill('SIGTERM');
    rmSync(`${path}-wal`, { force: true });
    rmSync(`${path}-shm`, { force: true });
    copyFileSync(last.file, path);
    server = await start();
    const entries = await listAll<{ id: string }>(server.base, '/api/journal-entries', sessionId);
    const restored = new Set(entries.map((e) => e.id));
    expect([...last.acked].filter((id) => !restored.has(id))).toEqual([]);
  });

  it('points to pg_dump for PostgreSQL and fails when there is nothing to back up', async () => {
    const pgRun = await runBackup('postgres://tend@127.0.0.1:5432/tend');
    expect(pgRun.code).toBe(1);
    expect(pgRun.out).toContain('pg_dump');
    const missing = await runBackup(`sqlite:${join(tmp.dir, 'nothing-here.db')}`);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/Backup failed: no database at/);
  });
});
