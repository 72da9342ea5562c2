import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { APP_TEXT } from '../../shared/messages';

/**
 * Whether the API can be reached, as the last answers tell: a 503 (the server is up but its
 * database is not) or no answer at all (no signal). Every page shows it in words (ServiceBanner),
 * instead of an empty list that reads as "no lots here", and it clears on the next good answer.
 */
export interface ServiceStatusState {
  problem: string | null;
}

export const serviceStatusSlice = createSlice({
  name: 'serviceStatus',
  initialState: { problem: null } as ServiceStatusState,
  reducers: {
    serviceProblem: (state, action: PayloadAction<string>) => {
      state.problem = action.payload;
    },
    serviceAnswered: (state) => {
      state.problem = null;
    },
  },
});

export const { serviceProblem, serviceAnswered } = serviceStatusSlice.actions;

/** The words for a failed call when it means the service itself is unreachable; null for any other failure. */
export function serviceProblemOf(error: FetchBaseQueryError | undefined): string | null {
  if (!error) return null;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return APP_TEXT.offline;
  if (error.status === 503) {
    const data = error.data as { message?: unknown } | undefined;
    return typeof data?.message === 'string' && data.message ? data.message : APP_TEXT.serviceDown;
  }
  return null;
}

export const selectServiceProblem = (state: { serviceStatus?: ServiceStatusState }): string | null => state.serviceStatus?.problem ?? null;
