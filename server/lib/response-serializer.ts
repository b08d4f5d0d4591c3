import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The serializer compiler of every route (decision 160): an answer is checked and copied by its
 * response schema, then stringified. `z.object` keeps only the keys it lists, so a field not in the
 * schema never leaves the server; an answer that does not match throws the provider's
 * ResponseSerializationError, which the error handler logs and answers with a 500.
 *
 * The provider's own compiler does the same through `z.safeEncode`, which zod runs without its
 * compiled fast path: about six times slower than `safeParse` for a wellbeing entry. Response schemas
 * are plain shapes (no transforms, no defaults), so parsing and encoding give the same output.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.core.$ZodType> = ({
  schema,
  method,
  url,
}) => {
  // Full zod's schemas and zod/mini's alike (the answers of decision 457): both are zod's core type.
  if (!(schema instanceof z.core.$ZodType))
    throw new Error(`${method} ${url}: a response schema must be a zod schema`);
  return (data) => {
    const result = z.safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/**
 * The serializer compiler of a hot read whose answer its mapper writes field by field, in the response
 * schema's key order, from database columns: no object that could carry a field the schema would strip
 * reaches it, so the answer is stringified as it is (decision 505, as decision 463 did for `/api/days`).
 * The check of decision 160 moves into the route's tests, on both engines: every answer there must be
 * byte for byte `JSON.stringify` of the schema's parse. The schema stays declared on the route, so the
 * OpenAPI document is unchanged. Set as the route's own `serializerCompiler`.
 */
export function mappedAnswerSerializerCompiler<S>({
  schema,
  method,
  url,
}: {
  schema: S;
  method: string;
  url: string;
}): (data: unknown) => string {
  if (!(schema instanceof z.core.$ZodType))
    throw new Error(`${method} ${url}: a response schema must be a zod schema`);
  return (data) => JSON.stringify(data);
}
