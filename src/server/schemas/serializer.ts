import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * Answers are checked against their route's zod schema (unknown keys dropped, so no column leaks)
 * and written as JSON. fastify-type-provider-zod's own compiler does the same through `safeEncode`,
 * which exists for codecs (we declare none in responses) and skips zod's compiled fast path: on the
 * revenue summary's 150 KB answer it took 1.45 ms where `safeParse` takes 0.6 ms.
 *
 * The JSON goes out as bytes, not as a string: Node writes a string answer by joining it to the
 * headers (a copy), then through V8's UTF-8 writer, and measures it twice on the way (compression's
 * size check, Fastify's content-length); `Buffer.from` encodes it once. Measured on a Fastify route
 * answering a 155 KB summary-like object as a string and as bytes, one request at a time, in turns
 * (2 x EPYC, throttled): p50 the same, p99 1 ms lower as bytes in each of three runs (6.4 -> 5.4,
 * 7.7 -> 6.7, 6.7 -> 5.6 ms).
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema: declared, method, url }) => {
  const schema = resolveSchema(declared);
  return (data: unknown) => {
    const result = safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    // Fastify types a serializer's result as a string; its reply sends a Buffer as it is.
    return Buffer.from(JSON.stringify(result.data)) as unknown as string;
  };
};

function resolveSchema(declared: unknown): $ZodType {
  if (declared instanceof $ZodType) return declared;
  if (typeof declared === 'object' && declared !== null && 'properties' in declared && declared.properties instanceof $ZodType) {
    return declared.properties;
  }
  throw new Error(`A response schema that is not a zod type: ${JSON.stringify(declared)}`);
}
