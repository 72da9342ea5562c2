import { usersApi } from '../generated/users';

/** The signed-in user's own record. */
const ME = { type: 'users' as const, id: 'ME' };
const ENFORCERS = { type: 'users' as const, id: 'ENFORCERS' };

/**
 * Precise cache tags for the users endpoints. Signing in, up or out is not a cache change: logging out
 * resets the whole api state (store.ts), so those mutations invalidate nothing.
 */
export const usersEnhancedApi = usersApi.enhanceEndpoints({
  endpoints: {
    login: { invalidatesTags: () => [] },
    signup: { invalidatesTags: () => [] },
    forgotPassword: { invalidatesTags: () => [] },
    resetPassword: { invalidatesTags: () => [] },
    activateMember: { invalidatesTags: () => [] },
    getMe: { providesTags: () => [ME] },
    updateMe: { invalidatesTags: () => [ME] },
    deleteMe: { invalidatesTags: () => [ME] },
    listEnforcers: { providesTags: () => [ENFORCERS] },
    inviteEnforcer: { invalidatesTags: () => [ENFORCERS] },
    setEnforcerActive: { invalidatesTags: () => [ENFORCERS] },
  },
});

export const {
  useLoginMutation,
  useSignupMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useActivateMemberMutation,
  useGetMeQuery,
  useUpdateMeMutation,
} = usersEnhancedApi;
