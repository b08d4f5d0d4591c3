/** Payloads and responses of /api/areas (DESIGN §6; decisions 340–345). */
import { z } from 'zod';
import {
  AREA_COLORS,
  AREA_DESCRIPTION_MAX,
  AREA_ICONS,
  AREA_LABEL_MAX,
  AREA_MESSAGES,
  isAreaColor,
  isAreaIcon,
  normaliseColor,
  type AreaColor,
  type AreaIcon,
} from '../areas';
import { hasAnyField, NOTHING_TO_CHANGE, optionalText } from './fields';
import { AreaKeySchema } from './records';

// An area key (in a path, a payload or an answer): core/schemas/records.ts (zod/mini, decision 534).
export { AreaKeySchema } from './records';

export const AreaParamsSchema = z.strictObject({ key: AreaKeySchema });

const AreaLabelSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? AREA_MESSAGES.labelRequired : 'Label must be text'),
  })
  .trim()
  .min(1, AREA_MESSAGES.labelRequired)
  .max(AREA_LABEL_MAX, AREA_MESSAGES.labelTooLong);

const AreaIconSchema = z
  .string({ error: AREA_MESSAGES.iconUnknown })
  .refine(isAreaIcon, { error: AREA_MESSAGES.iconUnknown })
  .transform((v) => v as AreaIcon);

const AreaColorSchema = z
  .string({ error: AREA_MESSAGES.colorUnknown })
  .refine(isAreaColor, { error: AREA_MESSAGES.colorUnknown })
  .transform((v) => normaliseColor(v) as AreaColor);

const AreaDescriptionSchema = optionalText(AREA_DESCRIPTION_MAX, 'Description');

const AreaPositionSchema = z
  .number({ error: AREA_MESSAGES.positionInvalid })
  .int({ error: AREA_MESSAGES.positionInvalid })
  .min(0, { error: AREA_MESSAGES.positionInvalid })
  .max(100, { error: AREA_MESSAGES.positionInvalid });

/** POST /api/areas: a new area of one's own. */
export const CreateAreaSchema = z.strictObject({
  label: AreaLabelSchema,
  icon: AreaIconSchema,
  color: AreaColorSchema,
  description: AreaDescriptionSchema,
});
export type CreateArea = z.infer<typeof CreateAreaSchema>;

/** PUT /api/areas/{key}: any of the fields; `position` moves the area and renumbers the others. */
export const UpdateAreaSchema = z
  .strictObject({
    label: AreaLabelSchema.optional(),
    icon: AreaIconSchema.optional(),
    color: AreaColorSchema.optional(),
    hidden: z.boolean({ error: 'hidden must be true or false' }).optional(),
    position: AreaPositionSchema.optional(),
    description: AreaDescriptionSchema,
  })
  .refine(hasAnyField, { error: NOTHING_TO_CHANGE });
export type UpdateArea = z.infer<typeof UpdateAreaSchema>;

/** One area as the API answers it. */
export const ApiAreaSchema = z.object({
  key: z.string(),
  label: z.string(),
  icon: z.enum(AREA_ICONS),
  color: z.enum(AREA_COLORS),
  hidden: z.boolean(),
  position: z.number().int(),
  builtIn: z.boolean(),
  description: z.string().nullable(),
  /**
   * How many ratings the area holds: for an area of one's own the days rated (all go with it on
   * DELETE); for a built-in one the days with an entry.
   */
  ratingCount: z.number().int(),
});
export type ApiArea = z.infer<typeof ApiAreaSchema>;

/** GET /api/areas: the whole wheel in wheel order, hidden areas included. */
export const ApiAreasSchema = z.array(ApiAreaSchema);

// Ratings of areas of one's own on a day: core/schemas/records.ts (zod/mini, decision 534).
export { AreaScoresSchema, type AreaScores } from './records';
