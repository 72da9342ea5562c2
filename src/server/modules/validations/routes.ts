import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Code, DateInput, Deleted, envelope, Id, IdParams, LocationIdParams, success } from '../../schemas/common';
import { LocationRef, ValidationCode } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';

const CodeShape = {
  locationId: Id,
  location: z
    .union([z.string().max(300), LocationRef])
    .optional()
    .describe('ignored: read from locationId'),
  code: Code.toUpperCase(),
  startDate: DateInput,
  endDate: DateInput,
};
const CodesBody = envelope(z.object({ codes: z.array(ValidationCode) }));

/** SPEC section 7 "Validations": validation codes of the /codes page. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'validations');

  route({
    method: 'GET',
    url: '/locations/:locationId/validations',
    operationId: 'getLocationValidations',
    summary: 'Validation codes of an own location',
    access: 'manageLocations',
    params: LocationIdParams,
    response: { 200: CodesBody },
  });
  route({
    method: 'GET',
    url: '/locations/:locationId/validations/:validationId',
    operationId: 'getLocationValidation',
    summary: 'One validation code of an own location',
    access: 'manageLocations',
    params: z.object({ locationId: Id, validationId: Id }),
    response: { 200: envelope(z.object({ code: ValidationCode })) },
  });
  route({
    method: 'GET',
    url: '/validations',
    operationId: 'getValidations',
    summary: "Validation codes of all the signed-in owner's locations; with ?id= only that one",
    access: 'manageLocations',
    querystring: z.object({ id: Id.optional() }),
    response: { 200: CodesBody },
  });
  route({
    method: 'POST',
    url: '/validations',
    operationId: 'createValidation',
    summary: 'Add a validation code (read as data.code)',
    access: 'manageLocations',
    body: z.object(CodeShape),
    response: { 201: success({ code: ValidationCode }) },
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
  });
  route({
    method: 'DELETE',
    url: '/validations/:id',
    operationId: 'deleteValidation',
    summary: 'Delete a validation code',
    access: 'manageLocations',
    params: IdParams,
    response: { 200: Deleted },
  });
};
export default routes;
