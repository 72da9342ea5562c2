import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { Code, DateInput, envelope, envelopeBody, Id, IdParams, LocationIdParams, success, successBody } from '../../schemas/common';
import { LocationRef, ValidationCode } from '../../schemas/entities';
import { defineRoutes, deleteOwnedRoute } from '../../schemas/route';
import { createLocationsService } from '../locations/service';
import { createValidationsService } from './service';

const CodeShape = {
  locationId: Id,
  location: z
    .union([z.string().max(300), LocationRef])
    .optional()
    .describe('ignored: read from locationId'),
  code: Code.toUpperCase(),
  startDate: DateInput,
  endDate: DateInput,
  maxUses: z
    .number()
    .int()
    .positive()
    .max(1_000_000)
    .nullable()
    .optional()
    .describe('beyond the spec: how often the code may be redeemed (1: single use); null or absent: no limit'),
};
const CodesBody = envelope(z.object({ codes: z.array(ValidationCode) }));

/** SPEC section 7 "Validations": validation codes of the /codes page. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const svc = createValidationsService({ db: app.deps.db, locations: createLocationsService(app.deps) });
  const route = defineRoutes(app, 'validations');

  route({
    method: 'GET',
    url: '/locations/:locationId/validations',
    operationId: 'getLocationValidations',
    summary: 'Validation codes of an own location',
    access: 'manageLocations',
    params: LocationIdParams,
    response: { 200: CodesBody },
    errors: [404],
    handler: async (req) => envelopeBody({ codes: await svc.listForLocation(req.user, req.params.locationId) }),
  });
  route({
    method: 'GET',
    url: '/locations/:locationId/validations/:validationId',
    operationId: 'getLocationValidation',
    summary: 'One validation code of an own location',
    access: 'manageLocations',
    params: z.object({ locationId: Id, validationId: Id }),
    response: { 200: envelope(z.object({ code: ValidationCode })) },
    errors: [404],
    handler: async (req) => envelopeBody({ code: await svc.get(req.user, req.params.validationId, req.params.locationId) }),
  });
  route({
    method: 'GET',
    url: '/validations',
    operationId: 'getValidations',
    summary: "Validation codes of all the signed-in owner's locations; with ?id= only that one",
    access: 'manageLocations',
    querystring: z.object({ id: Id.optional() }),
    response: { 200: CodesBody },
    errors: [404],
    handler: async (req) =>
      envelopeBody({ codes: req.query.id ? [await svc.get(req.user, req.query.id)] : await svc.listManaged(req.user) }),
  });
  route({
    method: 'POST',
    url: '/validations',
    operationId: 'createValidation',
    summary: 'Add a validation code (read as data.code)',
    access: 'manageLocations',
    body: z.object(CodeShape),
    response: { 201: success({ code: ValidationCode }) },
    errors: [404, 409],
    handler: async (req, reply) => reply.status(201).send(successBody({ code: await svc.create(req.user, req.body) })),
  });
  route({
    method: 'PATCH',
    url: '/validations/:id',
    operationId: 'updateValidation',
    summary: 'Edit a validation code',
    access: 'manageLocations',
    params: IdParams,
    body: z.object(CodeShape).partial(),
    response: { 200: success({ code: ValidationCode }) },
    errors: [404, 409],
    handler: async (req) => successBody({ code: await svc.update(req.user, req.params.id, req.body) }),
  });
  deleteOwnedRoute(route, {
    url: '/validations/:id',
    operationId: 'deleteValidation',
    summary: 'Delete a validation code',
    message: MESSAGES.codeDeleted,
    remove: svc.remove,
  });
};
export default routes;
