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
