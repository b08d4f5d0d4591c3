/** Payloads and responses of /api/who5: the WHO-5 Wellbeing Index (decision 290). */
import { z } from 'zod';
import { WHO5_ANSWER_MAX, WHO5_ANSWER_MIN, WHO5_ITEMS, WHO5_OFFER_DAYS } from '../who5';
import { DaySchema, DayTextSchema } from './common';
import { required } from './fields';
import { Who5BandSchema } from './trends';

export const WHO5_ANSWER_MESSAGE = `Each answer must be a whole number from ${WHO5_ANSWER_MIN} to ${WHO5_ANSWER_MAX}`;
export const WHO5_ANSWERS_MESSAGE = `answers must be a list of ${WHO5_ITEMS} answers, one for each statement`;

const AnswerSchema = z
  .number({ error: WHO5_ANSWER_MESSAGE })
  .int({ error: WHO5_ANSWER_MESSAGE })
  .min(WHO5_ANSWER_MIN, { error: WHO5_ANSWER_MESSAGE })
  .max(WHO5_ANSWER_MAX, { error: WHO5_ANSWER_MESSAGE });

/** `POST /api/who5`: five answers 0–5 in the statements' order, and the day (today when absent). */
export const CreateWho5Schema = z.strictObject({
  answers: required(
    z
      .array(AnswerSchema, { error: WHO5_ANSWERS_MESSAGE })
      .length(WHO5_ITEMS, { error: WHO5_ANSWERS_MESSAGE }),
    'answers is required',
  ),
  /** The local day the result is about, the end of the two weeks it covers; today when absent. */
  day: DaySchema.optional(),
});
export type CreateWho5 = z.infer<typeof CreateWho5Schema>;

// A result as the API answers it, and its band: core/schemas/trends.ts (zod/mini, decision 534).
export { ApiWho5Schema, Who5BandSchema, type ApiWho5 } from './trends';

/** One point of a WHO-5 trend, oldest first (the report's chart, Progress). */
export const Who5PointSchema = z.object({
  day: DayTextSchema,
  raw: z.number().int(),
  percent: z.number().int(),
  band: Who5BandSchema,
});
export type Who5Point = z.infer<typeof Who5PointSchema>;

/** `GET /api/who5/offer`: whether to offer the questionnaire today, and why not (decision 290). */
export const Who5OfferSchema = z.object({
  due: z
    .boolean()
    .describe(`True when neither a result nor a "Not now" lies within the last ${WHO5_OFFER_DAYS} days`),
  /** The day of the latest result, or null. */
  lastDay: z.nullable(DayTextSchema),
  /** The day the person last said "Not now", or null. */
  dismissedDay: z.nullable(DayTextSchema),
  /** The first day it will be offered (today when due). */
  nextOfferDay: DayTextSchema,
});
export type Who5Offer = z.infer<typeof Who5OfferSchema>;
