/** GET /api/what-moves (decision 132). */
import { z } from 'zod';
import { isAreaKey } from '../areas';
import { CORE_FEELING_KEY } from '../dimensions';
import { DaySchema, DayTextSchema } from './common';

export const WhatMovesQuerySchema = z.strictObject({
  from: DaySchema.optional(),
  to: DaySchema.optional(),
});

/** A built-in area, an area of one's own (decision 379) or the core feeling. */
const ReportKeySchema = z.string().refine((k) => k === CORE_FEELING_KEY || isAreaKey(k));

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
  from: z.nullable(DayTextSchema),
  to: z.nullable(DayTextSchema),
  /** The areas shown on the person's wheel, in its order, then the core feeling (decision 379). */
  areas: z.array(AreaMovesSchema),
});
export type ApiWhatMoves = z.infer<typeof ApiWhatMovesSchema>;
