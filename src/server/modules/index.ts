import type { FastifyPluginAsync } from 'fastify';

/**
 * One Fastify plugin per SPEC resource, registered under /api/v1 by app.ts.
 * Each module folder holds routes.ts (zod schemas) and service.ts (rules, queries).
 */
export const apiModules: FastifyPluginAsync[] = [];
