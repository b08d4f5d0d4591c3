/** GET /api/what-moves (decision 132). */
import { z } from 'zod';
import { CORE_FEELING_KEY, DIMENSION_KEYS } from '../dimensions';
import { DaySchema, DayTextSchema } from './common';

export const WhatMovesQuerySchema = z.strictObject({
  from: DaySchema.optional(),
  to: DaySchema.optional(),
});

const ReportKeySchema = z.enum([...DIMENSION_KEYS, CORE_FEELING_KEY]);

/** One area (or the core feeling): the tags and the other areas that go with its scores. */
export const AreaMovesSchema = z.object({
  key: ReportKeySchema,
  label: z.string(),
  ratedDays: z.number().int(),
  /** Largest difference first. */
  tags: z.array(
    z.object({
      tagId: z.string(),
      tag: z.string(),
      withMean: z.number(),
      withoutMean: z.number(),
      withDays: z.number().int(),
      withoutDays: z.number().int(),
      difference: z.number(),
    }),
  ),
  /** Strongest first. */
  together: z.array(z.object({ other: ReportKeySchema, correlation: z.number(), n: z.number().int() })),
});

export const ApiWhatMovesSchema = z.object({
  from: DayTextSchema.nullable(),
  to: DayTextSchema.nullable(),
  /** The eight areas then the core feeling. */
  areas: z.array(AreaMovesSchema),
});
export type ApiWhatMoves = z.infer<typeof ApiWhatMovesSchema>;
