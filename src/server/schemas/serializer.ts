import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * Answers are checked against their route's zod schema (unknown keys dropped, so no column leaks)
 * and written as JSON. fastify-type-provider-zod's own compiler does the same through `safeEncode`,
 * which exists for codecs (we declare none in responses) and skips zod's compiled fast path: on the
 * revenue summary's 150 KB answer it took 1.45 ms where `safeParse` takes 0.6 ms.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema: declared, method, url }) => {
  const schema = resolveSchema(declared);
  return (data: unknown) => {
    const result = safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

function resolveSchema(declared: unknown): $ZodType {
  if (declared instanceof $ZodType) return declared;
  if (typeof declared === 'object' && declared !== null && 'properties' in declared && declared.properties instanceof $ZodType) {
    return declared.properties;
  }
  throw new Error(`A response schema that is not a zod type: ${JSON.stringify(declared)}`);
}
