import type { FastifyInstance } from 'fastify';
import type { Permission } from '../../../src/shared/access';

/** Who may call an operation, as defineRoutes writes it into the OpenAPI document (`x-access`). */
export type Access = Permission | 'public' | 'authenticated';

/** One /api/v1 operation of the OpenAPI document, with the document's own entry (`doc`) for what a test reads beyond its access. */
export interface ApiOperation<Doc> {
  method: string;
  path: string;
  access: Access;
  doc: Doc;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Every /api/v1 operation the app documents (GET /api/docs/json): the table-driven tests (access
 * matrix, ownership matrix, fuzzing) read their routes from here, so a new route is in each of them
 * the day it exists. `Doc` types the part of each operation's entry the test reads.
 */
export async function apiOperations<Doc extends { 'x-access'?: Access }>(app: FastifyInstance): Promise<ApiOperation<Doc>[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], Doc>>>;
  };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const op = item[method];
        return op ? [{ method: method.toUpperCase(), path, access: op['x-access'] as Access, doc: op }] : [];
      }),
    );
}
