import { createEntityAdapter, createSelector, type EntityState } from '@reduxjs/toolkit';
import { locationsEnhancedApi, type OwnLocation } from '../../api/enhanced/locations';
import type { RootState } from '../../store';

/**
 * The owner's locations by id, in the server's order (no sortComparer): the shape a screen that shows
 * or edits one of them looks it up in without scanning the list.
 */
export const ownLocationsAdapter = createEntityAdapter<OwnLocation, string>({ selectId: (l) => l._id });

const EMPTY: EntityState<OwnLocation, string> = ownLocationsAdapter.getInitialState();
const selectOwnLocationsResult = locationsEnhancedApi.endpoints.getLocationsMe.select();

/** GET /locations/me's cached answer normalised; memoised, so it recomputes only when that answer changes. */
export const selectOwnLocationsState = createSelector([selectOwnLocationsResult], (result) =>
  result.data ? ownLocationsAdapter.setAll(ownLocationsAdapter.getInitialState(), result.data.data.locations) : EMPTY,
);

export const { selectAll: selectOwnLocations, selectById: selectOwnLocationById } = ownLocationsAdapter.getSelectors((state: RootState) =>
  selectOwnLocationsState(state),
);
