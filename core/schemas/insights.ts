/** GET /api/what-moves (issue 19, docs/decisions/132). */
import { z } from 'zod';
import type { AreaMoves } from '../what-moves';
import { DaySchema } from './common';

export const WhatMovesQuerySchema = z.strictObject({
  from: DaySchema.optional(),
  to: DaySchema.optional(),
});

export interface ApiWhatMoves {
  from: string | null;
  to: string | null;
  /** The eight areas then the core feeling. */
  areas: AreaMoves[];
}
