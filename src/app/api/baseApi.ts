import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { userLoggedIn, userLoggedOut, type AuthState } from '../features/auth/authSlice';
import { readStoredAuth } from '../authStorage';
import { earlyBody, takeEarlyResponse } from './earlyResponse';
import { selectServiceProblem, serviceAnswered, serviceProblem, serviceProblemOf, type ServiceStatusState } from './serviceStatus';
import { errorMessage } from './errors';
import { SERVER_MESSAGES } from '../../shared/messages';

/** Every resource of SPEC section 7; generated endpoints add their tags to these. */
export const TAG_TYPES = [
  'users',
  'locations',
  'zones',
  'vehicles',
  'sessions',
  'billing',
  'contact',
  'validations',
  'members',
  'events',
  'valets',
  'vendors',
  'subscriptions',
  'config',
  // Beyond SPEC 7: an enforcer's plate checks at a location.
  'enforcement',
] as const;

// Read the token through a structural type rather than RootState: store.ts imports this file, so
// naming RootState here would make the two types depend on each other.
const rawBaseQuery = fetchBaseQuery({
  // Generated paths are absolute (/api/v1/...), so this is the page's own origin. It is spelled out
  // rather than '' because fetch's Request outside a browser page (jest, node tools) cannot resolve
  // a relative URL; in the browser both give the same request.
  baseUrl: globalThis.location?.origin ?? '',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { auth: AuthState }).auth.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const token = (api.getState() as { auth: AuthState }).auth.token;
  const hadToken = Boolean(token);
  // Asked for already by index.html before this code loaded (see earlyResponse.ts); an early answer
  // that failed is asked again here, so its error reaches the page the usual way.
  const early = takeEarlyResponse(args, token);
  if (early) {
    const answer = await earlyBody(early);
    if (answer) return { data: answer.body };
  }
  let result = await rawBaseQuery(args, api, extra);
  // A 401 on a request that carried a token means the session is gone (expired, revoked or the
  // account deactivated). A 401 without a token is just a failed login and must not sign anyone out.
  // Nor is a refused sign-in while someone is signed in (logging in as another account): that
  // answers for the new attempt, and signing out would also cancel this very call ("Aborted").
  // /login then says why (the server's words: expired, signed out by a new password, deactivated).
  if (hadToken && result.error?.status === 401 && api.endpoint !== 'login') {
    // Another tab of this browser holds a newer sign-in (it changed the password, or signed in
    // again): this tab takes it and asks once more, rather than signing the whole browser out.
    const stored = readStoredAuth();
    const current = (api.getState() as { auth: AuthState }).auth.user;
    if (stored && stored.token !== token && stored.user._id === current?._id) {
      api.dispatch(userLoggedIn(stored));
      result = await rawBaseQuery(args, api, extra);
      // Refused again: that sign-in has ended too.
      if (result.error?.status === 401) {
        api.dispatch(userLoggedOut({ endedBecause: errorMessage(result.error, SERVER_MESSAGES.tokenInvalid) }));
      }
    } else if (stored && stored.token !== token) {
      // Another account signed in in another tab: this tab is theirs now, with nothing of the last one's.
      api.dispatch(userLoggedIn(stored));
      api.dispatch(baseApi.util.resetApiState());
    } else {
      api.dispatch(userLoggedOut({ endedBecause: errorMessage(result.error, SERVER_MESSAGES.tokenInvalid) }));
    }
  }
  // Tell every page when the service cannot be reached, and when it answers again. A request the
  // page itself called off (it timed out its own wait, or left) says nothing about the service.
  const problem = api.signal.aborted ? null : serviceProblemOf(result.error);
  const current = selectServiceProblem(api.getState() as { serviceStatus?: ServiceStatusState });
  if (problem && problem !== current) api.dispatch(serviceProblem(problem));
  else if (!problem && current && result.meta?.response) api.dispatch(serviceAnswered());
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
