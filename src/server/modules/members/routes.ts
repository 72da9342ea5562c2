import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Code, Deleted, envelope, Id, IdParams, LocationIdParams, Name, Plate } from '../../schemas/common';
import { Member } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';

const MemberShape = {
  plate: Plate,
  valid_until_date: z.iso.date(),
  name: Name.optional(),
  code: Code,
  locationId: Id.optional().describe('absent: valid at every location of the owner'),
};
const MembersBody = envelope(z.array(Member));
const MemberBody = envelope(z.object({ member: Member }));

/** SPEC section 7 "Members": plates that park free with a member code. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'members');

  route({
    method: 'GET',
    url: '/locations/:locationId/members',
    operationId: 'getLocationMembers',
    summary: 'Members of an own location',
    access: 'manageLocations',
    params: LocationIdParams,
    response: { 200: MembersBody },
  });
  route({
    method: 'GET',
    url: '/members',
    operationId: 'getMembers',
    summary: 'Members of the signed-in owner (read as data)',
    access: 'manageLocations',
    response: { 200: MembersBody },
  });
  route({
    method: 'POST',
    url: '/members',
    operationId: 'createMember',
    summary: 'Add a member plate',
    access: 'manageLocations',
    body: z.object(MemberShape),
    response: { 201: MemberBody },
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
  });
  route({
    method: 'DELETE',
    url: '/members/:id',
    operationId: 'deleteMember',
    summary: 'Delete a member',
    access: 'manageLocations',
    params: IdParams,
    response: { 200: Deleted },
  });
};
export default routes;
