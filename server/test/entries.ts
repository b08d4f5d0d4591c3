import { DIMENSION_KEYS, type DimensionKey } from '../../core/dimensions';
import type { ApiWellbeingEntry } from '../../core/schemas/wellbeing';
import type { TendApp } from '../app';

/** The same score for all eight areas, as a POST body. */
export function allScores(score: number | string): Record<DimensionKey, number | string> {
  return Object.fromEntries(DIMENSION_KEYS.map((key) => [key, score])) as Record<
    DimensionKey,
    number | string
  >;
}

/** Saves today's entry and fails loudly if the server refused it. */
export async function postEntry(
  app: TendApp,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<ApiWellbeingEntry> {
  const res = await app.inject({ method: 'POST', url: '/api/wellbeing-entries', headers, payload: body });
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`POST entry: ${res.statusCode} ${res.body}`);
  return res.json() as ApiWellbeingEntry;
}

/** The mean of an API entry's eight scores to one decimal, recomputed independently of the server. */
export function expectedOverall(entry: ApiWellbeingEntry): string {
  const sum = DIMENSION_KEYS.reduce((total, key) => total + Number(entry[key]) * 10, 0);
  return (Math.round(sum / DIMENSION_KEYS.length) / 10).toFixed(1);
}
