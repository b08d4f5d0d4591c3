/**
 * What the answers a signed-in first screen checks are made of, in zod's `zod/mini` build (decision
 * 457): core/schemas/user.ts and core/schemas/period-report.ts are built from these without zod's full
 * build, which the client would otherwise download for those checks alone. The server answers with the
 * same schemas (core/schemas/common.ts re-exports the strings below): one copy.
 */
import * as z from 'zod/mini';
import * as core from 'zod/v4/core';

/**
 * zod/mini's object, checked by the compiled parser full zod's objects use: the server checks every
 * answer it sends with its schema (decision 160), and zod/mini's interpreted object parsed a user
 * 4–10× slower (decision 457). `z.extend` of one keeps its constructor, so stays compiled too.
 */
const compiledObject: core.$constructor<core.$ZodObject> = core.$ZodObjectJIT;
const miniType: core.$constructor<z.ZodMiniType> = z.ZodMiniType;
const ZodMiniObjectJIT = core.$constructor<z.ZodMiniObject>('ZodMiniObjectJIT', (inst, def) => {
  compiledObject.init(inst, def);
  miniType.init(inst, def);
});

export function object<const Shape extends core.$ZodLooseShape>(
  shape: Shape,
): z.ZodMiniObject<Shape, core.$strip> {
  return new ZodMiniObjectJIT({ type: 'object', shape }) as unknown as z.ZodMiniObject<Shape, core.$strip>;
}

/** A local calendar day as sent, YYYY-MM-DD. */
export const DayTextSchema = z.string().check(z.describe('A local calendar day, YYYY-MM-DD'));

/** An instant as sent: ISO 8601 UTC. */
export const InstantSchema = z.string().check(z.describe('An instant, ISO 8601 UTC'));
