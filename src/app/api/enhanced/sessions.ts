import { sessionsApi, type GetSessionStopQuoteApiResponse, type GetSessionsMeApiResponse } from '../generated/sessions';
import { LIST, listTags, recordTag } from './tags';
import { billingEnhancedApi, REVENUE_LIST, lotRevenueTag } from './billing';
import { plateChecksTag } from './enforcement';

/** One booking of the signed-in driver's history. */
export type Booking = GetSessionsMeApiResponse['sessions'][number];

/** What ending a booking now would do (GET /sessions/{id}/stop). */
export type StopQuote = GetSessionStopQuoteApiResponse['data'];

const SESSIONS_LIST = { type: 'sessions' as const, id: LIST };
const guestTag = (token: string) => recordTag('sessions', `guest:${token}`);

/** Precise cache tags for the sessions endpoints. */
export const sessionsEnhancedApi = sessionsApi.enhanceEndpoints({
  endpoints: {
    getSessionsMe: { providesTags: (result) => listTags('sessions', result?.sessions) },
    getSessions: { providesTags: () => [SESSIONS_LIST] },
    getSessionById: { providesTags: (_r, _e, arg) => [recordTag('sessions', arg.id)] },
    createSession: { invalidatesTags: () => [SESSIONS_LIST] },
    // Asking for an extension only prices it and opens a payment: nothing stored changes yet. A
    // refusal (the zone's hours changed, the booking ended) reads the booking again, so the Extend
    // panel goes by what holds now (no hour left: Cancel only).
    extendSession: { invalidatesTags: (_r, error, arg) => (error ? [recordTag('sessions', arg.id)] : []) },
    // The quote depends on the time: StopPanel asks afresh each time it opens. No tags: stopping
    // invalidates the session, and a quote asked again for an ended booking is only a 400.
    getSessionStopQuote: { providesTags: () => [] },
    // Also after a refusal: a partly refused refund has ended the parking all the same.
    stopSession: { invalidatesTags: (_r, _e, arg) => [recordTag('sessions', arg.id), SESSIONS_LIST] },
    confirmSessionExtension: { invalidatesTags: (_r, _e, arg) => [recordTag('sessions', arg.id), SESSIONS_LIST] },
    // A guest's booking is known by its link's token: its own tag, refreshed by what the link does.
    getGuestBooking: { providesTags: (_r, _e, arg) => [guestTag(arg.token)] },
    extendGuestBooking: { invalidatesTags: (_r, error, arg) => (error ? [guestTag(arg.token)] : []) },
    getGuestBookingStopQuote: { providesTags: () => [] },
    confirmGuestBookingExtension: { invalidatesTags: (_r, _e, arg) => [guestTag(arg.token)] },
    stopGuestBooking: { invalidatesTags: (_r, _e, arg) => [guestTag(arg.token)] },
    // A session's cost and month count in revenue: every revenue read refetches (its lot is not in the arguments).
    updateSession: { invalidatesTags: (_r, _e, arg) => [recordTag('sessions', arg.id), SESSIONS_LIST, 'billing'] },
    deleteSession: {
      invalidatesTags: (_r, _e, arg) => [recordTag('sessions', arg.id), SESSIONS_LIST, 'billing'],
      // Optimistic: the session leaves every cached month of a lot that lists it (the lot screen's
      // pages; its arguments do not name the lot), and comes back if the server refuses.
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const patches = billingEnhancedApi.util.selectCachedArgsForQuery(getState(), 'getLotRevenue').map((arg) =>
          dispatch(
            billingEnhancedApi.util.updateQueryData('getLotRevenue', arg, (month) => {
              month.monthSessions = month.monthSessions.filter((s) => s._id !== id);
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((p) => p.undo());
        }
      },
    },
    useMemberCode: { invalidatesTags: () => [SESSIONS_LIST] },
    // A plate check reads the plate's right to park and records the check: that plate's check list
    // at that location refetches (the Paid License Plates list does not change by a check).
    getVehicleStatus: { invalidatesTags: (_r, _e, arg) => [plateChecksTag(arg.body.locationId, arg.body.license)] },
    // A manual session is paid: it changes its lot's month and every revenue summary. The form sends
    // the lot as locationId; without it the session's lot is not known here, so every lot refetches.
    addManualSession: {
      invalidatesTags: (_r, _e, arg) => [SESSIONS_LIST, REVENUE_LIST, arg.body.locationId ? lotRevenueTag(arg.body.locationId) : 'billing'],
    },
    validateGuestParking: { invalidatesTags: () => [SESSIONS_LIST] },
  },
});

/**
 * The /bookings history as one infinite query over GET /sessions/me: page n+1 is asked with page n's
 * nextCursor as `before`. It provides every loaded booking's tag and the LIST tag, so an extension
 * refetches every loaded page in order, each with the cursor of the page before it as it is now.
 */
export const bookingsHistoryApi = sessionsEnhancedApi.injectEndpoints({
  endpoints: (build) => ({
    getBookingsHistory: build.infiniteQuery<GetSessionsMeApiResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // Older API answers (and test stubs) have no nextCursor: then the first page is the only one.
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ pageParam }) => ({ url: '/api/v1/sessions/me', params: pageParam ? { before: pageParam } : undefined }),
      providesTags: (result) =>
        listTags(
          'sessions',
          result?.pages.flatMap((p) => p.sessions),
        ),
    }),
  }),
});

export const {
  useGetSessionsMeQuery,
  useGetSessionByIdQuery,
  useCreateSessionMutation,
  useExtendSessionMutation,
  useConfirmSessionExtensionMutation,
  useGetSessionStopQuoteQuery,
  useStopSessionMutation,
  useGetGuestBookingQuery,
  useExtendGuestBookingMutation,
  useConfirmGuestBookingExtensionMutation,
  useGetGuestBookingStopQuoteQuery,
  useStopGuestBookingMutation,
  useAddManualSessionMutation,
  useGetVehicleStatusMutation,
  useValidateGuestParkingMutation,
  useUseMemberCodeMutation,
  useDeleteSessionMutation,
  useUpdateSessionMutation,
} = sessionsEnhancedApi;
export const { useGetBookingsHistoryInfiniteQuery } = bookingsHistoryApi;
