import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { Permission } from '../../shared/access';
import { notImplemented } from '../errors';
import { withErrors } from './common';

/** Who may call a route: anyone, or a signed-in user whose role has the permission (src/shared/access.ts). */
export type Access = Permission | 'public';

export interface RouteDef {
  method: Extract<HTTPMethods, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;
  url: string;
  /** camelCase; the SPA's generated hooks are named after it (getLocationsMe -> useGetLocationsMeQuery). */
  operationId: string;
  summary: string;
  access: Access;
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  body?: z.ZodType;
  /** Success responses only; the error answers are added from `access`. */
  response: Record<number, z.ZodType>;
}

/** The path as SPEC section 7 writes it: prefix added, find-my-way regex constraints removed. */
export function specPath(prefix: string, url: string): string {
  return `${prefix}${url.replace(/\([^)]*\)/g, '')}`;
}

/**
 * Declares the contract of SPEC section 7 routes whose behaviour a later issue builds: schemas,
 * OpenAPI metadata and access checks are real, the handler answers 501. Access runs in onRequest so an
 * unauthorised caller learns nothing about the body schema (401/403 come before 400).
 */
export function contractRoutes(app: FastifyInstance, tag: string) {
  return (def: RouteDef): void => {
    const what = `${def.method} ${specPath(app.prefix, def.url)}`;
    const permission = def.access === 'public' ? null : def.access;
    app.route({
      method: def.method,
      url: def.url,
      ...(permission ? { onRequest: app.requirePermission(permission) } : {}),
      schema: {
        tags: [tag],
        operationId: def.operationId,
        summary: def.summary,
        ...(permission ? {} : { security: [] }),
        ...(def.params ? { params: def.params } : {}),
        ...(def.querystring ? { querystring: def.querystring } : {}),
        ...(def.body ? { body: def.body } : {}),
        response: withErrors(def.response, permission !== null),
      },
      handler: async () => {
        throw notImplemented(what);
      },
    });
  };
}
