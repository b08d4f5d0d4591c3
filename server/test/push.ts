import { createECDH, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from './helpers';

// A key pair from `npx web-push generate-vapid-keys` (tests only).
export const TEST_VAPID = {
  VAPID_PUBLIC_KEY: 'BBzRWytW__GxcbwvkEVLoAPHvA0dNBT7KxDO-MvhecT1xTksOitd6rhfJZVAD6N04mzKVXo14tSuub6NP_sCCEw',
  VAPID_PRIVATE_KEY: 'DlZhEuy8ib9UTrzEucq5yIa76las3arYS5jIv-rKR7U',
  VAPID_SUBJECT: 'mailto:support@tend.example',
};

/** pg-boss's tables live next to the test schema; drop them with it. */
export async function dropJobSchema(t: TestApp): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.ctx.db);
  await sql`drop schema if exists ${sql.id(`${rows[0]?.schema}_pgboss`)} cascade`.execute(t.app.ctx.db);
}

/** A browser's side of a subscription: a P-256 key pair and a 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authB64: auth.toString('base64url'),
  };
}
