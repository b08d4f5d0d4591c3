/**
 * `POST /api/import` (docs/product.md §12): Tend's JSON or CSV export, or a Daylio CSV export, merged into the
 * signed-in account. The rules are in docs/decisions/120-import.md.
 */
import { z } from 'zod';
import { DIMENSION_KEYS, type DimensionKey } from '../dimensions';
import { DaySchema, DimensionKeySchema, ScoreSchema, ScoreTextSchema } from './common';
import { storedText } from './fields';
import { journalFieldShape } from './journal';
import { REFLECTION_TEXT_MAX } from './reflections';
import { TagNamesSchema } from './tags';
import { ENTRY_NOTES_MAX } from './wellbeing';

export const IMPORT_KINDS = [
  'wellbeingEntries',
  'journalEntries',
  'dimensionReflections',
  'quickCheckins',
  'spotlightRatings',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_FORMATS = ['tend-json', 'tend-csv', 'daylio'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What happened (or, on a dry run, would happen) to the records of one kind. */
export const ImportCountsSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

/** A Daylio mood name as written in the file, how many entries carry it, and the value it maps to. */
export const ImportMoodSchema = z.object({
  name: z.string(),
  count: z.number().int(),
  /** The 0–10 core feeling it is mapped to ("7.5"), or null when it is the person's own and none was sent. */
  coreFeeling: ScoreTextSchema.nullable(),
  /** True when the server mapped it (one of Daylio's default names) and the request did not. */
  preset: z.boolean(),
});
export type ImportMood = z.infer<typeof ImportMoodSchema>;

export const ImportResultSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  dryRun: z.boolean(),
  /** Daylio only: every mood name of the file, in the order first seen. Empty for Tend's exports. */
  moods: z.array(ImportMoodSchema),
  /** The earliest and latest local day of the file's records (null for a file with none). */
  from: DaySchema.nullable(),
  to: DaySchema.nullable(),
  /** Rows kept with a doubt (a ragged row, activities left out), each with its real line; at most 50. */
  warnings: z.array(z.object({ path: z.string(), message: z.string() })),
  ...(Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, ImportCountsSchema])) as Record<
    ImportKind,
    typeof ImportCountsSchema
  >),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

const bool = z
  .enum(['1', '0', 'true', 'false'], { error: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true');

export const MOOD_NAME_MAX = 100;

const MOOD_MAP_ERROR = 'must be a JSON object of mood names to scores';
const MoodPairSchema = z.tuple([z.string().trim().min(1).max(MOOD_NAME_MAX), ScoreSchema]);

/**
 * `moods` is a JSON object mapping each Daylio mood name to a 0–10 core feeling: `{"rad":"10.0"}`.
 * It becomes a Map: a name is the user's text, and `__proto__` or `constructor` must map like any
 * other (decision 248) — an object's keys would read or set its prototype.
 */
const MoodMapSchema = z.string().transform((text, ctx) => {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    value = undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: MOOD_MAP_ERROR });
    return z.NEVER;
  }
  const out = new Map<string, number>();
  for (const [name, score] of Object.entries(value)) {
    const pair = MoodPairSchema.safeParse([name, score]);
    if (!pair.success) {
      ctx.addIssue({ code: 'custom', message: `${MOOD_MAP_ERROR}: "${name.slice(0, MOOD_NAME_MAX)}"` });
      return z.NEVER;
    }
    out.set(pair.data[0], pair.data[1]);
  }
  return out;
});

export const ImportQuerySchema = z.object({
  dryRun: bool.optional().default(false),
  moods: MoodMapSchema.optional(),
});
export type ImportQuery = z.infer<typeof ImportQuerySchema>;

// ---- Records of Tend's JSON export (core/schemas/export.ts), as the importer reads them. ----

const Instant = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' });
const SourceId = z.string().min(1).max(100);
/** What names and places a dated record: its id in the file, its local day and its instant. */
const dated = { id: SourceId, day: DaySchema, date: Instant };

export const ImportWellbeingEntrySchema = z.object({
  ...dated,
  updatedAt: Instant,
  ...(Object.fromEntries(DIMENSION_KEYS.map((k) => [k, ScoreSchema])) as Record<
    DimensionKey,
    typeof ScoreSchema
  >),
  notes: storedText(ENTRY_NOTES_MAX, 'Notes').optional().default(null),
});
export type ImportWellbeingEntry = z.infer<typeof ImportWellbeingEntrySchema>;

export const ImportJournalEntrySchema = z.object({
  ...dated,
  updatedAt: Instant,
  ...journalFieldShape('stored'),
  /** Tag names (decision 088). Absent (older exports, Daylio) leaves an existing entry's tags as they are. */
  tags: TagNamesSchema.optional(),
});
export type ImportJournalEntry = z.infer<typeof ImportJournalEntrySchema>;

export const ImportDimensionReflectionSchema = z.object({
  id: SourceId,
  wellbeingEntryId: SourceId,
  dimension: DimensionKeySchema,
  score: ScoreSchema,
  notes: storedText(REFLECTION_TEXT_MAX, 'Notes').optional().default(null),
  reflection: storedText(REFLECTION_TEXT_MAX, 'Where to start').optional().default(null),
  putIntoPractice: z.boolean({ error: 'putIntoPractice must be true or false' }).optional().default(false),
  day: DaySchema,
  date: Instant,
});
export type ImportDimensionReflection = z.infer<typeof ImportDimensionReflectionSchema>;

export const ImportQuickCheckinSchema = z.object({
  ...dated,
  coreFeeling: ScoreSchema,
  /** Tag names (decision 088), as for journal entries. */
  tags: TagNamesSchema.optional(),
});
export type ImportQuickCheckin = z.infer<typeof ImportQuickCheckinSchema>;

export const ImportSpotlightRatingSchema = z.object({
  id: SourceId,
  quickCheckinId: SourceId.nullable().optional().default(null),
  dimension: DimensionKeySchema,
  score: ScoreSchema,
  day: DaySchema,
  date: Instant,
});
export type ImportSpotlightRating = z.infer<typeof ImportSpotlightRatingSchema>;

export const IMPORT_RECORD_SCHEMAS = {
  wellbeingEntries: ImportWellbeingEntrySchema,
  journalEntries: ImportJournalEntrySchema,
  dimensionReflections: ImportDimensionReflectionSchema,
  quickCheckins: ImportQuickCheckinSchema,
  spotlightRatings: ImportSpotlightRatingSchema,
} as const;

/** One record of any kind, validated, with where it was found. */
export type ImportRecord =
  | { kind: 'wellbeingEntries'; data: ImportWellbeingEntry }
  | { kind: 'journalEntries'; data: ImportJournalEntry }
  | { kind: 'dimensionReflections'; data: ImportDimensionReflection }
  | { kind: 'quickCheckins'; data: ImportQuickCheckin }
  | { kind: 'spotlightRatings'; data: ImportSpotlightRating };
