/** Payloads and responses of /api/who5: the WHO-5 Wellbeing Index (decision 290). */
import { z } from 'zod';
import {
  WHO5_ANSWER_MAX,
  WHO5_ANSWER_MIN,
  WHO5_BANDS,
  WHO5_ITEMS,
  WHO5_OFFER_DAYS,
  WHO5_RAW_MAX,
} from '../who5';
import { DaySchema, DayTextSchema, InstantSchema } from './common';
import { required } from './fields';

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

export const Who5BandSchema = z
  .enum(WHO5_BANDS)
  .describe('From the raw score: "very-low" raw ≤ 7, "low" raw ≤ 12, otherwise "none"');

/** One result as the API answers it (and the export holds it). */
export const ApiWho5Schema = z.object({
  id: z.string(),
  day: DayTextSchema,
  answers: z.array(z.number().int().min(WHO5_ANSWER_MIN).max(WHO5_ANSWER_MAX)).length(WHO5_ITEMS),
  raw: z.number().int().min(0).max(WHO5_RAW_MAX).describe('The sum of the answers, 0–25'),
  percent: z.number().int().min(0).max(100).describe('raw × 4'),
  band: Who5BandSchema,
  /** When the result was last written (answered again on the same day: replaced). */
  updatedAt: InstantSchema,
});
export type ApiWho5 = z.infer<typeof ApiWho5Schema>;

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
