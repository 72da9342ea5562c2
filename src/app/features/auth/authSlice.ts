import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '../../../shared/roles';

/** The signed-in user as the server returns it; `isSuperadmin` is decided server-side. */
export interface AuthUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  isSuperadmin?: boolean;
}

/** Keep only what the app needs from the server's user (and persists): no other field reaches storage. */
export function toAuthUser(user: AuthUser): AuthUser {
  const { _id, name, email, role, isSuperadmin } = user;
  return { _id, name, email, role, isSuperadmin: isSuperadmin === true };
}

export interface AuthState {
  token: string | null;
  user: AuthUser | null;
  /**
   * Why the last session ended without a Log Out (the server's 401: a new password set on another
   * device, the account deactivated), said on /login. Kept in memory only: a reload forgets it.
   */
  endedBecause?: string | null;
}

const initialState: AuthState = { token: null, user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    userLoggedIn(_state, action: PayloadAction<{ token: string; user: AuthUser }>) {
      return { token: action.payload.token, user: toAuthUser(action.payload.user) };
    },
    userLoggedOut(_state, action: PayloadAction<{ endedBecause: string } | undefined>) {
      return action.payload ? { ...initialState, endedBecause: action.payload.endedBecause } : initialState;
    },
    /** The own account was saved (PATCH /users/update): keep the signed-in user as the server now has it. */
    userProfileSaved(state, action: PayloadAction<AuthUser>) {
      if (state.user && state.user._id === action.payload._id) state.user = toAuthUser(action.payload);
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectCurrentUser: (state) => state.user,
    selectEndedBecause: (state) => state.endedBecause ?? null,
  },
});

export const { userLoggedIn, userLoggedOut, userProfileSaved } = authSlice.actions;
export const { selectToken, selectCurrentUser, selectEndedBecause } = authSlice.selectors;
