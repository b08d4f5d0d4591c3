import type { Migration } from 'kysely';
import * as initial from './2026-11-21T00-00-initial';
import * as targetsTagsSearch from './2026-11-23T19-00-targets-tags-search';

/** Every migration, keyed by its frozen name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T00-00-initial': initial,
  '2026-11-23T19-00-targets-tags-search': targetsTagsSearch,
};
