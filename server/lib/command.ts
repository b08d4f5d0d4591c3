import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDatabase, migrateToLatest, type Db } from '../db/database';
import { ConfigError, loadConfig, type Config } from './config';

/**
 * Whether the module at `moduleUrl` is the process's entry: an instance owner's command run as
 * `node --import tsx server/<name>.ts` or `node dist/server/<name>.mjs`, not imported by a test.
 */
export function isEntry(moduleUrl: string): boolean {
  return Boolean(process.argv[1]) && moduleUrl === pathToFileURL(resolve(process.argv[1] as string)).href;
}

/**
 * Runs a command against the configured database, migrated to the latest version, and closes it. A
 * failure (a bad setting included) is one line, `<failure>: <message>`, and exit code 1.
 */
export async function withDatabase(
  failure: string,
  run: (config: Config, database: Db) => Promise<void>,
): Promise<void> {
  let database: Db | undefined;
  try {
    const config = loadConfig();
    database = createDatabase(config.database);
    await migrateToLatest(database.db);
    await run(config, database);
  } catch (err) {
    const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err);
    console.error(`${failure}: ${message}`);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
