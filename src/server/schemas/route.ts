import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Permission } from '../../shared/access';
import { notImplemented } from '../errors';
import type { AuthUser } from '../plugins/auth';
import { Deleted, ErrorBody, IdParams, successBody } from './common';

/**
 * Who may call a route: anyone ('public'), any account with a valid token whatever its role
 * ('authenticated': the own-account calls, which the admin area's accounts use too), or a signed-in
 * user whose role has the permission (src/shared/access.ts).
 */
export type Access = 'public' | 'authenticated' | Permission;

/** Error statuses a route may document beyond those its access and inputs imply. */
export type ErrorCode = 400 | 401 | 402 | 403 | 404 | 409 | 429 | 501 | 502 | 503;

const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  400: 'Bad input (the message names the field)',
  401: 'Not signed in',
  402: 'The payment was declined',
  403: 'Role lacks the permission',
  404: 'Not found, or not yours',
  409: 'Conflicts with existing data',
  429: 'Too many requests',
  501: 'Not implemented yet',
  502: 'An outside service failed',
  503: 'A service the API needs is not reachable',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by defineRoutes on every route; the start-up check refuses /api/v1 routes without it. */
    access?: Access;
    /** RouteDef.blank, read by app.ts's error handler. */
    blank?: Readonly<Record<string, string>>;
    /** RouteDef.errorField, read by app.ts's error handler. */
    errorField?: boolean;
  }
}

type Input = z.ZodType | undefined;
type Parsed<T extends Input> = T extends z.ZodType ? z.output<T> : unknown;

/** The request a handler receives: inputs typed from the route's schemas, the user from its access. */
export interface RouteRequest<A extends Access, P extends Input, Q extends Input, B extends Input> extends FastifyRequest {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /** Guaranteed by the onRequest access check on every non-public route. */
  user: A extends 'public' ? AuthUser | null : AuthUser;
}

/** A success body of the route (or the reply, after `reply.status(201).send(...)`). */
export type RouteResult<R extends Record<number, z.ZodType>> = { [K in keyof R]: z.input<R[K]> }[keyof R] | FastifyReply;

export interface RouteDef<
  A extends Access,
  P extends z.ZodObject | undefined,
  Q extends z.ZodObject | undefined,
  B extends Input,
  R extends Record<number, z.ZodType>,
> {
  method: Extract<HTTPMethods, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;
  url: string;
  /** camelCase; the SPA's generated hooks are named after it (getLocationsMe -> useGetLocationsMeQuery). */
  operationId: string;
  summary: string;
  access: A;
  params?: P;
  querystring?: Q;
  body?: B;
  /** Success answers; the error answers are added from `access`, the inputs and `errors`. */
  response: R;
  /** Error statuses the route can give beyond 400 (inputs), 401/403 (access) and 501 (no handler). */
  errors?: readonly ErrorCode[];
  /**
   * SPEC section 5's sentence for a body field left out or empty, answered as written (no field
   * name before it): keyed by the field's path without list indexes (`paymentObject.vehiclePlate`),
   * or '*' for every field of the body.
   */
  blank?: Readonly<Record<string, string>>;
  /** A refusal repeats its message as `error` (SPEC 7: "the response may hold an error field"). */
  errorField?: boolean;
  /** Left out of the OpenAPI document (an alias of a documented route). */
  hide?: boolean;
  /**
   * Hand a failed input check to the handler (req.validationError) instead of answering 400 with
   * the schema's field message: for a route whose SPEC refusal is one fixed message. The handler
   * must check req.validationError first: the inputs are not typed-safe until it has.
   */
  attachValidation?: boolean;
  /** A few lines that call a service; absent, the route answers 501 until its issue builds it. */
  handler?: (req: RouteRequest<A, P, Q, B>, reply: FastifyReply) => Promise<RouteResult<R>>;
}

/** The path as SPEC section 7 writes it: prefix added, find-my-way regex constraints removed. */
export function specPath(prefix: string, url: string): string {
  return `${prefix}${url.replace(/\([^)]*\)/g, '')}`;
}

/** The error statuses a route documents: implied by its inputs, access and handler, plus its own. */
export function errorStatuses(def: {
  access: Access;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  handler?: unknown;
  errors?: readonly ErrorCode[];
}): ErrorCode[] {
  const codes = new Set<ErrorCode>(def.errors ?? []);
  if (def.params || def.querystring || def.body) codes.add(400);
  if (def.access !== 'public') codes.add(401);
  if (def.access !== 'public' && def.access !== 'authenticated' && def.access !== 'signedIn') codes.add(403);
  if (!def.handler) codes.add(501);
  // Any handler reads the database, which may be down for a moment (app.ts answers 503 then).
  else codes.add(503);
  return [...codes].sort((a, b) => a - b);
}

/**
 * The one way to declare an /api/v1 route: `const route = defineRoutes(app, 'zones'); route({...})`.
 * Access runs in onRequest, before the body is parsed or validated, so an unauthorised caller gets
 * 401/403 and learns nothing about the body schema.
 */
export function defineRoutes(app: FastifyInstance, tag: string) {
  return function route<
    A extends Access,
    R extends Record<number, z.ZodType>,
    P extends z.ZodObject | undefined = undefined,
    Q extends z.ZodObject | undefined = undefined,
    B extends Input = undefined,
  >(def: RouteDef<A, P, Q, B, R>): void {
    const what = `${def.method} ${specPath(app.prefix, def.url)}`;
    const guard =
      def.access === 'public' ? undefined : def.access === 'authenticated' ? app.authenticate : app.requirePermission(def.access);
    const errors = Object.fromEntries(errorStatuses(def).map((c) => [c, ErrorBody.describe(ERROR_DESCRIPTIONS[c])]));
    const handler = def.handler;
    const options: RouteOptions = {
      method: def.method,
      url: def.url,
      config: { access: def.access, ...(def.blank ? { blank: def.blank } : {}), ...(def.errorField ? { errorField: true } : {}) },
      ...(def.attachValidation ? { attachValidation: true } : {}),
      ...(guard ? { onRequest: guard } : {}),
      schema: {
        ...(def.hide ? { hide: true } : {}),
        tags: [tag],
        operationId: def.operationId,
        summary: def.summary,
        // Who may call it, in the OpenAPI document too (the access-matrix test reads it from there);
        // fastify's schema type has no room for @fastify/swagger's x- extensions, hence the spread.
        ...({ 'x-access': def.access } as object),
        ...(def.access === 'public' ? { security: [] } : {}),
        ...(def.params ? { params: def.params } : {}),
        ...(def.querystring ? { querystring: def.querystring } : {}),
        ...(def.body ? { body: def.body } : {}),
        response: { ...errors, ...def.response },
      },
      handler: handler
        ? // The schemas validated the inputs and the access check set the user: the casts state that.
          async (req: FastifyRequest, reply: FastifyReply): Promise<unknown> => handler(req as unknown as RouteRequest<A, P, Q, B>, reply)
        : async () => {
            throw notImplemented(what);
          },
    };
    app.route(options);
  };
}

/**
 * Refuses to start when a route under `prefix` was declared without defineRoutes (so without an
 * access): register it on the root instance before the API's plugins.
 */
export function requireDeclaredAccess(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (opts: RouteOptions) => {
    if (opts.url !== prefix && !opts.url.startsWith(`${prefix}/`)) return;
    if (opts.config?.access) return;
    const methods = Array.isArray(opts.method) ? opts.method.join(',') : opts.method;
    throw new Error(`${methods} ${opts.url} declares no access: declare it with defineRoutes (src/server/schemas/route.ts)`);
  });
}

/**
 * The DELETE of an owner's record by id (SPEC's `/validations/{id}`, `/members/{id}`, `/events/{id}`):
 * `remove` answers 404 for a record that is absent or someone else's; then `{ status, message }`.
 */
export function deleteOwnedRoute(
  route: ReturnType<typeof defineRoutes>,
  d: { url: string; operationId: string; summary: string; message: string; remove: (user: AuthUser, id: string) => Promise<unknown> },
): void {
  route({
    method: 'DELETE',
    url: d.url,
    operationId: d.operationId,
    summary: d.summary,
    access: 'manageLocations',
    params: IdParams,
    response: { 200: Deleted },
    errors: [404],
    handler: async (req) => {
      await d.remove(req.user, req.params.id);
      return successBody({ message: d.message });
    },
  });
}
