import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import { normalizePlate } from '../../../shared/plates';
import { DayInput, envelope, envelopeBody, Id, IdParams, LocationIdParams, Name, OptionalCode, Plate, success } from '../../schemas/common';
import { Member } from '../../schemas/entities';
import { defineRoutes, deleteOwnedRoute } from '../../schemas/route';
import { createLocationsService } from '../locations/service';
import { createMembersService, MEMBER_SORTS, type MemberList } from './service';

const MemberShape = {
  plate: Plate,
  valid_until_date: DayInput,
  name: Name.optional(),
  code: OptionalCode.optional().describe(
    'empty or absent: a member by plate alone (the enforcer finds it; the member-code page needs a code)',
  ),
  locationId: Id.optional().describe('absent: valid at every location of the owner'),
};
const MembersBody = success({
  data: z.array(Member),
  total: z.number().int().optional().describe('beyond the spec: how many members match, over all pages'),
});
/** Optional additions: without page and pageSize the list is every row, as SPEC reads it. */
const MemberListQuery = z.object({
  search: z
    .string()
    .max(40)
    .overwrite(normalizePlate)
    .regex(new RegExp(`^[A-Z0-9]{0,${LIMITS.plateMax}}$`), MESSAGES.plateSearchInvalid)
    .optional()
    .describe('part of a plate, any case: members whose plate contains it'),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().describe('1 is the first'),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.membersPageMax)
    .optional()
    .describe(`members per page (default ${LIMITS.membersPageDefault} when page is given)`),
  sort: z.enum(MEMBER_SORTS).optional().describe('default plate; a leading - is descending'),
});
const listBody = (list: MemberList) => ({ ...envelopeBody(list.members), total: list.total });
const MemberBody = envelope(z.object({ member: Member }));

/** SPEC section 7 "Members": plates that park free with a member code. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const svc = createMembersService({ db: app.deps.db, locations: createLocationsService(app.deps) });
  const route = defineRoutes(app, 'members');

  route({
    method: 'GET',
    url: '/locations/:locationId/members',
    operationId: 'getLocationMembers',
    summary: 'Members of an own location',
    access: 'manageLocations',
    params: LocationIdParams,
    querystring: MemberListQuery,
    response: { 200: MembersBody },
    errors: [404],
    handler: async (req) => listBody(await svc.listForLocation(req.user, req.params.locationId, req.query)),
  });
  route({
    method: 'GET',
    url: '/members',
    operationId: 'getMembers',
    summary: 'Members of the signed-in owner (read as data); odogwu: all',
    access: 'manageLocations',
    querystring: MemberListQuery,
    response: { 200: MembersBody },
    handler: async (req) => listBody(await svc.listManaged(req.user, req.query)),
  });
  route({
    method: 'POST',
    url: '/members',
    operationId: 'createMember',
    summary: 'Add a member plate',
    access: 'manageLocations',
    body: z.object(MemberShape),
    response: { 201: MemberBody },
    errors: [404, 409],
    handler: async (req, reply) => reply.status(201).send(envelopeBody({ member: await svc.create(req.user, req.body) })),
  });
  route({
    method: 'PATCH',
    url: '/members/:id',
    operationId: 'updateMember',
    summary: 'Edit a member',
    access: 'manageLocations',
    params: IdParams,
    body: z.object(MemberShape).partial(),
    response: { 200: MemberBody },
    errors: [404, 409],
    handler: async (req) => envelopeBody({ member: await svc.update(req.user, req.params.id, req.body) }),
  });
  deleteOwnedRoute(route, {
    url: '/members/:id',
    operationId: 'deleteMember',
    summary: 'Delete a member',
    message: MESSAGES.memberDeleted,
    remove: svc.remove,
  });
};
export default routes;
