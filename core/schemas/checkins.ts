/** Payloads and responses of /api/quick-checkins and /api/spotlight-ratings (docs/product.md §7, §10, §11.2). */
import { z } from 'zod';
import { isAreaKey } from '../areas';
import { DIMENSION_KEYS } from '../dimensions';
import { AreaKeySchema } from './areas';
import { areaScoreShape, dayAndDateShape, DaySchema, IdSchema, ScoreSchema } from './common';
import { ApiWellbeingEntrySchema } from './wellbeing';
import { required } from './fields';
import { TagNamesSchema } from './tags';

export const CreateQuickCheckinSchema = z.strictObject({
  coreFeeling: required(ScoreSchema, 'Core feeling is required'),
  /** Tag names (decision 131); new names become the user's tags. */
  tags: TagNamesSchema.optional(),
  /** A past local day to file the check-in under (decision 113); today when absent. */
  day: DaySchema.optional(),
});
export type CreateQuickCheckin = z.infer<typeof CreateQuickCheckinSchema>;

/** Both spotlight payload forms parse to this. */
export interface SpotlightRatingsInput {
  /**
   * One per area: the eight in their order, then areas of one's own as sent (decision 374: an own key
   * must be on the person's wheel, which the service checks).
   */
  ratings: { dimension: string; score: number }[];
  /** The quick check-in to link; undefined means "today's latest check-in, if there is one". */
  quickCheckinId: string | undefined;
}

/** One call per area, sent from the quick check-in screen. */
export const SingleSpotlightRatingSchema = z
  .strictObject({
    quickCheckinId: required(IdSchema, 'quickCheckinId is required'),
    dimension: required(AreaKeySchema, 'Dimension is required'),
    score: required(ScoreSchema, 'Score is required'),
  })
  .transform((body): SpotlightRatingsInput => ({
    ratings: [{ dimension: body.dimension, score: body.score }],
    quickCheckinId: body.quickCheckinId,
  }));

/** A map of area to score, sent from the spotlight screen. */
export const SpotlightRatingsMapSchema = z
  .strictObject({
    ratings: required(
      z
        .record(z.string(), ScoreSchema, { error: 'ratings must map areas to scores' })
        .superRefine((ratings, ctx) => {
          const keys = Object.keys(ratings);
          if (keys.length === 0) ctx.addIssue({ code: 'custom', message: 'Rate at least one area' });
          for (const key of keys) {
            if (!isAreaKey(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'Unknown dimension' });
          }
        }),
      'ratings is required',
    ),
    // Null is read like absent: the client has no check-in to name.
    quickCheckinId: IdSchema.nullish(),
  })
  .transform((body): SpotlightRatingsInput => ({
    ratings: [
      ...DIMENSION_KEYS.flatMap((dimension) => {
        const score = body.ratings[dimension];
        return score === undefined ? [] : [{ dimension: dimension as string, score }];
      }),
      ...Object.entries(body.ratings).flatMap(([dimension, score]) =>
        (DIMENSION_KEYS as readonly string[]).includes(dimension) ? [] : [{ dimension, score }],
      ),
    ],
    quickCheckinId: body.quickCheckinId ?? undefined,
  }));

/**
 * The schema for a POST /api/spotlight-ratings body. The form is recognised by its `ratings` key, so
 * errors describe the form the client meant rather than a union's "Invalid input".
 */
export function spotlightRatingsSchemaFor(body: unknown) {
  return typeof body === 'object' && body !== null && 'ratings' in body
    ? SpotlightRatingsMapSchema
    : SingleSpotlightRatingSchema;
}

/** Either form of a POST /api/spotlight-ratings body, parsed by the schema of the form it is. */
export const SpotlightRatingsBodySchema = z
  .unknown()
  .transform((body, ctx): SpotlightRatingsInput => {
    const result = spotlightRatingsSchemaFor(body).safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  })
  .meta({
    description:
      'One area of a quick check-in, `{quickCheckinId, dimension, score}`, or a map of areas to ' +
      'scores, `{ratings: {sleep: "6.5", …}, quickCheckinId?}`.',
  });

// A quick check-in as the API answers it: core/schemas/records.ts (zod/mini, decision 534).
export { ApiQuickCheckinSchema, type ApiQuickCheckin } from './records';

export const ApiSpotlightRatingSchema = z.object({
  id: z.string(),
  /** Null when the map form was saved on a day without a quick check-in. */
  quickCheckinId: z.string().nullable(),
  ...areaScoreShape,
  ...dayAndDateShape,
});
export type ApiSpotlightRating = z.infer<typeof ApiSpotlightRatingSchema>;

/** 201 answer of POST /api/spotlight-ratings: the stored ratings and today's entry they updated. */
export const SpotlightRatingsResponseSchema = z.object({
  ratings: z.array(ApiSpotlightRatingSchema),
  entry: ApiWellbeingEntrySchema,
});
export type SpotlightRatingsResponse = z.infer<typeof SpotlightRatingsResponseSchema>;
