import type { Migration } from 'kysely';
import * as initial from './2026-11-21T00-00-initial';
import * as reminders from './2026-11-23T20-00-reminders';

/** Every migration, keyed by its frozen name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T00-00-initial': initial,
  '2026-11-23T20-00-reminders': reminders,
};
