import { eventsApi, type GetEventsApiResponse } from '../generated/events';
import { LIST, listTags, recordTag } from './tags';

/** One event as GET /events lists it (with its lot's time zone). */
export type ParkingEvent = GetEventsApiResponse['events'][number];

/**
 * Precise cache tags for the events. Deleting an event is optimistic: every cached list that holds it
 * drops it at once and gets it back if the server refuses.
 */
export const eventsEnhancedApi = eventsApi.enhanceEndpoints({
  endpoints: {
    getEvents: { providesTags: (result) => listTags('events', result?.events) },
    getLocationEvents: { providesTags: (result) => listTags('events', result?.events) },
    getLocationEvent: { providesTags: (_r, _e, arg) => [recordTag('events', arg.eventId)] },
    createEvent: { invalidatesTags: (_r, error) => (error ? [] : [{ type: 'events', id: LIST }]) },
    updateEvent: { invalidatesTags: (_r, error, arg) => (error ? [] : [recordTag('events', arg.id)]) },
    deleteEvent: {
      invalidatesTags: (_r, error, arg) => (error ? [] : [recordTag('events', arg.id)]),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const drop = (draft: { events: ParkingEvent[] }) => {
          draft.events = draft.events.filter((e) => e._id !== id);
        };
        const patches = eventsApi.util.selectInvalidatedBy(getState(), [recordTag('events', id)]).map(({ endpointName, originalArgs }) => {
          if (endpointName === 'getEvents') return dispatch(eventsApi.util.updateQueryData('getEvents', originalArgs, drop));
          if (endpointName === 'getLocationEvents')
            return dispatch(eventsApi.util.updateQueryData('getLocationEvents', originalArgs, drop));
          return null;
        });
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((p) => p?.undo());
        }
      },
    },
  },
});

export const { useGetEventsQuery, useCreateEventMutation, useDeleteEventMutation } = eventsEnhancedApi;
