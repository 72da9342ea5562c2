import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { can } from '../../../shared/access';
import { unauthorized } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { ErrorBody } from '../../schemas/common';

/** The signed-in user of a guarded route. */
export function me(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** Owners manage their own locations; odogwu manages every location (SPEC 6). */
export function canManage(user: AuthUser | null, ownerId: string): boolean {
  if (!user || !can(user, 'manageLocations')) return false;
  return user.role === 'odogwu' || user.id === ownerId;
}

const described = (d: string) => ErrorBody.describe(d);
const ERRORS: Record<number, z.ZodType> = {
  400: described('Bad input (the message names the field)'),
  401: described('Not signed in'),
  403: described('Role lacks the permission'),
  404: described('Not found, or not yours'),
  409: described('Conflicts with existing data'),
  429: described('Too many requests'),
  502: described('The maps service failed'),
};

/** The error answers a route can give, for its OpenAPI document. */
export function errors(...codes: (400 | 401 | 403 | 404 | 409 | 429 | 502)[]): Record<number, z.ZodType> {
  return Object.fromEntries(codes.map((c) => [c, ERRORS[c]!]));
}
