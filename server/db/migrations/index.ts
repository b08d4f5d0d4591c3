import type { Migration } from 'kysely';
import * as initial from './2026-11-21T00-00-initial';
import * as anyDay from './2026-11-23T16-00-any-day';

/** Every migration, keyed by its frozen name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T00-00-initial': initial,
  '2026-11-23T16-00-any-day': anyDay,
};
