import type { FastifyPluginAsync } from 'fastify';
import appConfig from './appConfig/routes';
import users from './users/routes';
import contact from './contact/routes';
import locations from './locations/routes';
import zones from './zones/routes';
import vehicles from './vehicles/routes';
import sessions from './sessions/routes';
import billing from './billing/routes';
import validations from './validations/routes';
import members from './members/routes';
import events from './events/routes';
import valets from './valets/routes';
import vendors from './vendors/routes';
import subscriptions from './subscriptions/routes';
import parkingRight from './parkingRight/routes';
import live from './live/routes';

/**
 * One Fastify plugin per SPEC resource, registered under /api/v1 by app.ts.
 * Each module folder holds routes.ts (zod schemas) and service.ts (rules, queries).
 */
export const apiModules: FastifyPluginAsync[] = [
  appConfig,
  users,
  contact,
  locations,
  zones,
  vehicles,
  sessions,
  billing,
  validations,
  members,
  events,
  valets,
  vendors,
  subscriptions,
  parkingRight,
  live,
];
