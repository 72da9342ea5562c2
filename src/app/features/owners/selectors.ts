import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import { eventsEnhancedApi, type ParkingEvent } from '../../api/enhanced/events';
import { validationsEnhancedApi, type ValidationCode } from '../../api/enhanced/validations';
import type { RootState } from '../../store';

/** The argument /codes and /events read their lists with: the hook and the selector must name the same cache entry. */
export const ALL_CODES = {} as const;
export const ALL_EVENTS = {} as const;

/** The owner's codes by id, in the server's order (no sortComparer). */
export const codesAdapter = createEntityAdapter<ValidationCode, string>({ selectId: (c) => c._id });
const NO_CODES: EntityState<ValidationCode, string> = codesAdapter.getInitialState();
const selectCodesResult = validationsEnhancedApi.endpoints.getValidations.select(ALL_CODES);

/** GET /validations' cached answer normalised; memoised, so it recomputes only when that answer changes (an optimistic delete is one). */
export const selectCodesState = createSelector([selectCodesResult], (result) =>
  result.data ? codesAdapter.setAll(codesAdapter.getInitialState(), result.data.data.codes) : NO_CODES,
);
export const { selectAll: selectCodes, selectById: selectCodeById } = codesAdapter.getSelectors((state: RootState) =>
  selectCodesState(state),
);

/** The owner's events by id, soonest first as the server lists them. */
export const eventsAdapter = createEntityAdapter<ParkingEvent, string>({ selectId: (e) => e._id });
const NO_EVENTS: EntityState<ParkingEvent, string> = eventsAdapter.getInitialState();
const selectEventsResult = eventsEnhancedApi.endpoints.getEvents.select(ALL_EVENTS);

export const selectEventsState = createSelector([selectEventsResult], (result) =>
  result.data ? eventsAdapter.setAll(eventsAdapter.getInitialState(), result.data.events) : NO_EVENTS,
);
export const { selectAll: selectEvents, selectById: selectEventById } = eventsAdapter.getSelectors((state: RootState) =>
  selectEventsState(state),
);
