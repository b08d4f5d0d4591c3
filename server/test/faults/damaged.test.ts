import { spawn } from 'node:child_process';
import { closeSync, openSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../../db/database';
import { tempDir } from './harness';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** Starts `server/main.ts` on the file and resolves with its exit code and output (it must not stay up). */
function startOn(path: string, dir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path}`,
        STATIC_DIR: join(dir, 'no-client'),
        OUTBOX_DIR: join(dir, 'outbox'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout.on('data', (d: Buffer) => (output += d.toString()));
    proc.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => proc.kill('SIGKILL'), 90_000);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a damaged SQLite file (docs/security.md, "Durability")', () => {
  const tmp = tempDir('damaged');
  afterAll(() => tmp.remove());

  it('is refused at start with one clear line instead of reporting ready', async () => {
    const path = join(tmp.dir, 'tend.db');
    const database = createDatabase({ kind: 'sqlite', path });
    await migrateToLatest(database.db);
    await database.close();
    const conn = new SQLite(path);
    conn.pragma('journal_mode = DELETE');
    const insert = conn.prepare(
      'insert into users (id, name, email, password_hash, created_at) values (?, ?, ?, ?, ?)',
    );
    conn.transaction(() => {
      for (let i = 0; i < 3000; i++) {
        insert.run(
          `u${i}`,
          `Name ${i} ${'x'.repeat(100)}`,
          `u${i}@example.com`,
          'hash',
          '2026-06-15T00:00:00Z',
        );
      }
    })();
    conn.close();
    // Scribble over pages in the middle of the file, as a failing disk would.
    const size = statSync(path).size;
    const fd = openSync(path, 'r+');
    const junk = Buffer.alloc(4096 * 4, 0xa5);
    writeSync(fd, junk, 0, junk.length, Math.floor(size / 2 / 4096) * 4096);
    closeSync(fd);

    const { code, output } = await startOn(path, tmp.dir);
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Tend cannot start: the SQLite database .* is damaged \(.+\); restore it from a backup/,
    );
  }, 120_000);
});
