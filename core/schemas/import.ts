/**
 * `POST /api/import` (docs/product.md §12): Tend's JSON or CSV export, or a Daylio CSV export, merged into the
 * signed-in account. The rules are in docs/decisions/120-import.md.
 */
import { z } from 'zod';
import { AREAS_MAX, AREA_ICONS, isOwnAreaKey, OWN_AREAS_MAX } from '../areas';
import { DIMENSION_KEYS, type DimensionKey } from '../dimensions';
import { AreaKeySchema } from './areas';
import { DaySchema, ScoreSchema, ScoreTextSchema } from './common';
import { storedText } from './fields';
import { journalFieldShape } from './journal';
import { REFLECTION_TEXT_MAX } from './reflections';
import { TagNamesSchema } from './tags';
import { ENTRY_NOTES_MAX } from './wellbeing';
import { WHO5_ANSWER_MESSAGE, WHO5_ANSWERS_MESSAGE } from './who5';

import { IMPORT_KINDS, type ImportKind } from '../import-kinds';

export { IMPORT_KINDS, type ImportKind };

/** `daylio-backup`: a `.daylio` file or the JSON inside it; `dayone`: Day One's JSON export. */
export const IMPORT_FORMATS = ['tend-json', 'tend-csv', 'daylio', 'daylio-backup', 'dayone'] as const;
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
  coreFeeling: z.nullable(ScoreTextSchema),
  /** True when the server mapped it (one of Daylio's default names) and the request did not. */
  preset: z.boolean(),
});
export type ImportMood = z.infer<typeof ImportMoodSchema>;

/**
 * A Daylio scale of the file ("Sleep Quality: 8/10 points") and the area its scores go to, scaled to
 * 0–10 (decision 283). `max` is null for a scale whose values are not scores (a duration): it cannot map.
 */
export const ImportScaleSchema = z.object({
  name: z.string(),
  count: z.number().int(),
  max: z.number().nullable(),
  /** The area it was mapped to in the request (one of one's own too, decision 377), or null (skipped). */
  area: z.nullable(AreaKeySchema),
});
export type ImportScale = z.infer<typeof ImportScaleSchema>;

/** Activities (Daylio) or tags (Day One) of the file: they become tags. */
export const ImportTagsSchema = z.object({
  /** Distinct names, compared as tags are (case aside). */
  count: z.number().int(),
  /** The first 100 names with the group Daylio files them under (the backup), in the order first seen. */
  names: z.array(z.object({ name: z.string(), group: z.string().nullable() })),
});
export type ImportTags = z.infer<typeof ImportTagsSchema>;

export const ImportResultSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  dryRun: z.boolean(),
  /** Daylio only: every mood name of the file, in the order first seen. Empty for Tend's exports. */
  moods: z.array(ImportMoodSchema),
  /** The earliest and latest local day of the file's records (null for a file with none). */
  from: DaySchema.nullable(),
  to: DaySchema.nullable(),
  /** What the file's activities or tags become. */
  tags: ImportTagsSchema,
  /** Daylio's scales of the file, each with where it goes (or null: skipped). */
  scales: z.array(ImportScaleSchema),
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

/**
 * A query field holding a JSON object of names (1–MOOD_NAME_MAX characters once trimmed) to values
 * `Value` reads, as a Map: a name is the user's text, and `__proto__` or `constructor` must map like
 * any other (decision 248) — an object's keys would read or set its prototype.
 */
function jsonNameMap<T>(Value: z.core.$ZodType<T>, error: string) {
  const PairSchema = z.tuple([z.string().trim().min(1).max(MOOD_NAME_MAX), Value]);
  return z.string().transform((text, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      value = undefined;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: error });
      return z.NEVER;
    }
    const out = new Map<string, T>();
    for (const [name, entry] of Object.entries(value)) {
      const pair = PairSchema.safeParse([name, entry]);
      if (!pair.success) {
        ctx.addIssue({ code: 'custom', message: `${error}: "${name.slice(0, MOOD_NAME_MAX)}"` });
        return z.NEVER;
      }
      out.set(pair.data[0], pair.data[1]);
    }
    return out;
  });
}

/** `moods` maps each Daylio mood name to a 0–10 core feeling: `{"rad":"10.0"}`. */
const MoodMapSchema = jsonNameMap(ScoreSchema, 'must be a JSON object of mood names to scores');

/**
 * `scales` maps Daylio scale names to areas: `{"Sleep Quality":"sleep"}`, or an area of one's own on the
 * person's wheel (decision 377). A scale not named is skipped.
 */
const ScaleMapSchema = jsonNameMap(AreaKeySchema, 'must be a JSON object of scale names to areas');

export const ImportQuerySchema = z.object({
  dryRun: bool.optional().default(false),
  moods: MoodMapSchema.optional(),
  scales: ScaleMapSchema.optional(),
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
  /** Ratings of areas of one's own by key (decision 344); the file's `areas` must list each key. */
  areaScores: z
    .record(z.string().refine(isOwnAreaKey, { error: 'Unknown area key' }), ScoreSchema)
    .refine((r) => Object.keys(r).length <= OWN_AREAS_MAX, { error: `At most ${OWN_AREAS_MAX} areas` })
    .optional(),
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
  dimension: AreaKeySchema,
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
  dimension: AreaKeySchema,
  score: ScoreSchema,
  day: DaySchema,
  date: Instant,
});
export type ImportSpotlightRating = z.infer<typeof ImportSpotlightRatingSchema>;

/** A WHO-5 result (decision 290): one per day, so a result already on that day is the same record. */
export const ImportWho5Schema = z.object({
  id: z.string().min(1).max(100),
  day: DaySchema,
  answers: z
    .array(
      z
        .number({ error: WHO5_ANSWER_MESSAGE })
        .int(WHO5_ANSWER_MESSAGE)
        .min(0, WHO5_ANSWER_MESSAGE)
        .max(5, WHO5_ANSWER_MESSAGE),
      {
        error: WHO5_ANSWERS_MESSAGE,
      },
    )
    .length(5, WHO5_ANSWERS_MESSAGE),
  updatedAt: Instant,
});
export type ImportWho5 = z.infer<typeof ImportWho5Schema>;

export const IMPORT_RECORD_SCHEMAS = {
  wellbeingEntries: ImportWellbeingEntrySchema,
  journalEntries: ImportJournalEntrySchema,
  dimensionReflections: ImportDimensionReflectionSchema,
  quickCheckins: ImportQuickCheckinSchema,
  spotlightRatings: ImportSpotlightRatingSchema,
  who5: ImportWho5Schema,
} as const;

/** One record of any kind, validated, with where it was found. */
export type ImportRecord =
  | { kind: 'wellbeingEntries'; data: ImportWellbeingEntry }
  | { kind: 'journalEntries'; data: ImportJournalEntry }
  | { kind: 'dimensionReflections'; data: ImportDimensionReflection }
  | { kind: 'quickCheckins'; data: ImportQuickCheckin }
  | { kind: 'spotlightRatings'; data: ImportSpotlightRating }
  | { kind: 'who5'; data: ImportWho5 };

/**
 * The `areas` of Tend's JSON export as the importer reads them (decision 344): the shape only; the
 * wheel's rules (12 at most, 4 of one's own, 3 shown, labels, sets) are core/areas.ts validateWheel.
 */
export const ImportAreasSchema = z
  .array(
    z.object({
      key: z.string().max(40),
      label: z.string().max(200),
      icon: z.enum(AREA_ICONS, { error: 'Choose an icon from the set' }),
      color: z.string().max(20),
      hidden: z.boolean(),
      position: z.number().int().min(0).max(100),
      builtIn: z.boolean(),
      description: z.string().max(2000).nullable().optional(),
    }),
  )
  .max(AREAS_MAX, { error: `A wheel holds at most ${AREAS_MAX} areas` });
export type ImportAreas = z.infer<typeof ImportAreasSchema>;
