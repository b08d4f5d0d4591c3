import type { ApiWho5 } from '../../../core/schemas/who5';
import { scoreWho5 } from '../../../core/who5';
import type { Who5ResultsTable } from '../../db/schema';
import type { Selectable } from 'kysely';

type Who5Row = Selectable<Who5ResultsTable>;

/** A result's answers in the statements' order. */
export function answersOf(row: Pick<Who5Row, 'a1' | 'a2' | 'a3' | 'a4' | 'a5'>): number[] {
  return [row.a1, row.a2, row.a3, row.a4, row.a5].map(Number);
}

/** The answer columns of five answers. */
export function answerColumns(answers: readonly number[]): Pick<Who5Row, 'a1' | 'a2' | 'a3' | 'a4' | 'a5'> {
  const [a1, a2, a3, a4, a5] = answers as [number, number, number, number, number];
  return { a1, a2, a3, a4, a5 };
}

/** The one place a stored result becomes an API result: the scores are derived from the answers. */
export function toApiWho5(row: Who5Row): ApiWho5 {
  const answers = answersOf(row);
  return { id: row.id, day: row.day, answers, ...scoreWho5(answers), updatedAt: row.updated_at };
}
