import { expect } from 'vitest';
import { z } from 'zod';

/**
 * For a route that sends its mapper's object without the response schema's check (decision 505, as
 * decision 463): the answer must be byte for byte what the schema's parse, stringified, gives (key
 * order, optional keys only when present, nothing the schema would strip), with the type a serialized
 * answer has. Returns the parsed answer.
 */
export function expectAnswerOfSchema<T>(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  schema: z.core.$ZodType<T>,
): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const parsed = z.safeParse(schema, JSON.parse(res.body));
  expect(parsed.error).toBeUndefined();
  expect(res.body).toBe(JSON.stringify(parsed.data));
  return parsed.data as T;
}
