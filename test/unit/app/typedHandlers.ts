import { http, HttpResponse, type DefaultBodyType, type PathParams, type StrictRequest } from 'msw';

/**
 * MSW handlers whose success answer is checked against the generated response type of the endpoint
 * (e.g. `answerGet<GetLocationsMeApiResponse>('*\/api/v1/locations/me', () => ({ ... }))`): a stub
 * that drifts from the API's schema fails the typecheck instead of passing a test the real server would not.
 * A resolver may instead return an HttpResponse (an error status, a delayed answer).
 */
type Resolver<R> = (info: { request: StrictRequest<DefaultBodyType>; params: PathParams }) => R | Response | Promise<R | Response>;

/** How the typed body is answered: `{ status: 201 }` for a route that creates. */
interface Answer {
  status?: number;
}

function typed<R extends DefaultBodyType>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  resolve: Resolver<R>,
  init: Answer = {},
) {
  return http[method](path, async ({ request, params }) => {
    const answer = await resolve({ request, params });
    return answer instanceof Response ? answer : HttpResponse.json(answer, init);
  });
}

export const answerGet = <R extends DefaultBodyType>(path: string, resolve: Resolver<R>, init?: Answer) =>
  typed('get', path, resolve, init);
export const answerPost = <R extends DefaultBodyType>(path: string, resolve: Resolver<R>, init?: Answer) =>
  typed('post', path, resolve, init);
export const answerPut = <R extends DefaultBodyType>(path: string, resolve: Resolver<R>, init?: Answer) =>
  typed('put', path, resolve, init);
export const answerPatch = <R extends DefaultBodyType>(path: string, resolve: Resolver<R>, init?: Answer) =>
  typed('patch', path, resolve, init);
export const answerDelete = <R extends DefaultBodyType>(path: string, resolve: Resolver<R>, init?: Answer) =>
  typed('delete', path, resolve, init);

/**
 * POST /sessions' answer (and a confirmed extension's): the figures in `data`, as SPEC reads it, and
 * the same again in `data.data`.
 */
export function bookedAnswer<F extends { totalCost: number; startTime: string; endTime: string; sessions: unknown[] }>(figures: F) {
  return { status: 'success' as const, data: { ...figures, data: figures } };
}

/** The error answer every API route gives (status 'fail' for 4xx, 'error' for 5xx). */
export function failure(status: number, message: string): Response {
  return HttpResponse.json({ status: status >= 500 ? 'error' : 'fail', message }, { status });
}
