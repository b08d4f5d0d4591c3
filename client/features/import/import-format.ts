import type { ImportFormat, ImportKind, ImportMood } from '../../../core/schemas/import';

export const KIND_LABELS: Record<ImportKind, string> = {
  wellbeingEntries: 'Wellbeing entries',
  journalEntries: 'Journal entries',
  dimensionReflections: 'Reflections',
  quickCheckins: 'Quick check-ins',
  spotlightRatings: 'Spotlight ratings',
  who5: 'WHO-5 results',
};

export const FORMAT_LABELS: Record<ImportFormat, string> = {
  'tend-json': 'Tend export (JSON)',
  'tend-csv': 'Tend export (CSV)',
  daylio: 'Daylio export (CSV)',
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

/** 0.0, 0.5, … 10.0: the values a core feeling can take. */
export const CORE_FEELING_STEPS: readonly number[] = Array.from({ length: 21 }, (_, i) => i / 2);

/** Files above this size show a progress bar while they are sent. */
export const LARGE_FILE_BYTES = 256 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
