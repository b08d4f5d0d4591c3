import type { ImportFormat, ImportKind } from '../../../core/schemas/import';

export const KIND_LABELS: Record<ImportKind, string> = {
  wellbeingEntries: 'Wellbeing entries',
  journalEntries: 'Journal entries',
  dimensionReflections: 'Reflections',
  quickCheckins: 'Quick check-ins',
  spotlightRatings: 'Spotlight ratings',
};

export const FORMAT_LABELS: Record<ImportFormat, string> = {
  'tend-json': 'Tend export (JSON)',
  'tend-csv': 'Tend export (CSV)',
  daylio: 'Daylio export (CSV)',
};

/** Daylio's own mood names and the core feeling each is offered as; a renamed mood gets no default. */
const DAYLIO_DEFAULTS: Record<string, number> = { rad: 10, good: 7.5, meh: 5, bad: 2.5, awful: 0 };

export function defaultCoreFeeling(mood: string): number | undefined {
  return DAYLIO_DEFAULTS[mood.trim().toLowerCase()];
}

/** 0.0, 0.5, … 10.0: the values a core feeling can take. */
export const CORE_FEELING_STEPS: readonly number[] = Array.from({ length: 21 }, (_, i) => i / 2);

/** Files above this size show a progress bar while they are sent. */
export const LARGE_FILE_BYTES = 256 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
