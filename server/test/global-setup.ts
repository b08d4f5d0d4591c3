import pg from 'pg';

/**
 * Runs once before the suite: decides whether the PostgreSQL half of the API tests can run. With
 * REQUIRE_POSTGRES=1 (CI) an unreachable database fails the run instead of skipping.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const required = process.env.REQUIRE_POSTGRES === '1';
  if (!url) {
    if (required) throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
    console.log('\n[tend] TEST_DATABASE_URL is not set: PostgreSQL tests are skipped (SQLite tests run).\n');
    return;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    const message = `cannot connect to TEST_DATABASE_URL (${(err as Error).message})`;
    if (required) throw new Error(`REQUIRE_POSTGRES=1 but ${message}`, { cause: err });
    console.log(`\n[tend] ${message}: PostgreSQL tests are skipped.\n`);
    process.env.TEST_DATABASE_URL = '';
  } finally {
    await client.end().catch(() => {});
  }
}
