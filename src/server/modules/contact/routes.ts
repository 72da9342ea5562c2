import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** SPEC section 7 routes of this resource (not declared yet). */
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
