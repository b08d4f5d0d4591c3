import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatDecimal } from '../../lib/i18n';
import type { ImportFormat, ImportKind, ImportMood, ImportTags } from '../../../core/schemas/import';

/** The rows of the preview's table, said with `i18n._` in the reader's language. */
export const KIND_LABELS: Record<ImportKind, MessageDescriptor> = {
  wellbeingEntries: msg`Wellbeing entries`,
  journalEntries: msg`Journal entries`,
  dimensionReflections: msg`Reflections`,
  quickCheckins: msg`Quick check-ins`,
  spotlightRatings: msg`Spotlight ratings`,
  who5: msg`WHO-5 results`,
};

export const FORMAT_LABELS: Record<ImportFormat, MessageDescriptor> = {
  'tend-json': msg`Tend export (JSON)`,
  'tend-csv': msg`Tend export (CSV)`,
  daylio: msg`Daylio export (CSV)`,
  'daylio-backup': msg`Daylio backup`,
  dayone: msg`Day One export (JSON)`,
};

/**
 * The first choice of each mood of a preview: what the server mapped (Daylio's default names, in the
 * languages it knows — one rule, on the server), nothing for a name of the person's own. A Map: the
 * names are the person's text (decision 248).
 */
export function initialMoods(moods: readonly ImportMood[]): Map<string, number> {
  return new Map(
    moods.flatMap((m) => (m.coreFeeling === null ? [] : [[m.name, Number(m.coreFeeling)] as const])),
  );
}

/** A mood's or scale's choice made (a new map with `name` → `choice`) or cleared (`undefined`). */
export function withChoice<V>(
  choices: ReadonlyMap<string, V>,
  name: string,
  choice: V | undefined,
): ReadonlyMap<string, V> {
  const next = new Map(choices);
  if (choice === undefined) next.delete(name);
  else next.set(name, choice);
  return next;
}

/** 0.0, 0.5, … 10.0: the values a core feeling can take. */
export const CORE_FEELING_STEPS: readonly number[] = Array.from({ length: 21 }, (_, i) => i / 2);

/** Files above this size show a progress bar while they are sent. */
export const LARGE_FILE_BYTES = 256 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${formatDecimal(bytes / 1024 / 1024)} MB`;
}

/** The file picker's choices: Tend's exports, Daylio's CSV and backup, Day One's JSON. */
export const IMPORT_ACCEPT = '.json,.csv,.daylio,.zip,application/json,text/csv,application/zip';

/** What a file's moods, activities and notes become, said per format (the preview's "What becomes what"). */
export function formatHolds(format: ImportFormat): { moods: boolean; activities: string | null } {
  if (format === 'daylio' || format === 'daylio-backup') return { moods: true, activities: 'Activities' };
  if (format === 'dayone') return { moods: false, activities: 'Tags' };
  return { moods: false, activities: null };
}

/** "running, family (People), …" : the names a preview shows, with Daylio's group where it has one. */
export function tagList(tags: ImportTags): string {
  // The names are the person's own words: listed as they are, with a comma in every language.
  const shown = tags.names.map((tag) => (tag.group ? `${tag.name} (${tag.group})` : tag.name)).join(', ');
  const more = tags.count - tags.names.length;
  return more > 0 ? t`${shown} and ${more} more` : shown;
}
