import type { Migration } from 'kysely';
import * as initial from './2026-11-21T00-00-initial';
import * as listIndexes from './2026-11-23T12-00-list-indexes';
import * as sessionDetails from './2026-11-23T14-00-session-details-and-invitations';
import * as anyDay from './2026-11-23T16-00-any-day';
import * as importMappings from './2026-11-23T18-00-import-mappings';
import * as targetsTagsSearch from './2026-11-23T19-00-targets-tags-search';
import * as reminders from './2026-11-23T20-00-reminders';
import * as searchSpeed from './2026-11-23T21-30-search-speed';
import * as disabledAccounts from './2026-11-26T20-00-disabled-accounts';
import * as passkeys from './2026-11-26T20-00-passkeys';
import * as who5 from './2026-11-26T23-00-who5';
import * as shareLinks from './2026-11-26T23-30-share-links';
import * as areas from './2026-11-27T01-00-areas';
import * as userLocale from './2026-11-27T02-30-user-locale';
import * as areaRatingsDayKeyScore from './2026-11-27T03-30-area-ratings-day-key-score';

/** Every migration, keyed by its frozen name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T00-00-initial': initial,
  '2026-11-23T12-00-list-indexes': listIndexes,
  '2026-11-23T14-00-session-details-and-invitations': sessionDetails,
  '2026-11-23T16-00-any-day': anyDay,
  '2026-11-23T18-00-import-mappings': importMappings,
  '2026-11-23T19-00-targets-tags-search': targetsTagsSearch,
  '2026-11-23T20-00-reminders': reminders,
  '2026-11-23T21-30-search-speed': searchSpeed,
  '2026-11-26T20-00-disabled-accounts': disabledAccounts,
  '2026-11-26T20-00-passkeys': passkeys,
  '2026-11-26T23-00-who5': who5,
  '2026-11-26T23-30-share-links': shareLinks,
  '2026-11-27T01-00-areas': areas,
  '2026-11-27T02-30-user-locale': userLocale,
  '2026-11-27T03-30-area-ratings-day-key-score': areaRatingsDayKeyScore,
};
