import { usersApi, type ListEnforcersApiResponse } from '../generated/users';
import { LIST, listTags, recordTag } from './tags';

/** The signed-in user's own record. */
const ME = { type: 'users' as const, id: 'ME' };

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
    undoEmailChange: { invalidatesTags: () => [] },
    activateMember: { invalidatesTags: () => [] },
    getMe: { providesTags: () => [ME] },
    updateMe: { invalidatesTags: () => [ME] },
    // Signs out (userLoggedOut resets every cached answer): a refetch of the deleted account would only be refused.
    deleteMe: { invalidatesTags: () => [] },
    // Answers a new token (userLoggedIn): nothing cached changes.
    changePassword: { invalidatesTags: () => [] },
    listEnforcers: { providesTags: (res) => listTags('users', res?.users) },
    inviteEnforcer: { invalidatesTags: () => [{ type: 'users', id: LIST }] },
    setEnforcerActive: { invalidatesTags: (_r, _e, arg) => [recordTag('users', arg.id)] },
    setEnforcerLocations: { invalidatesTags: (_r, _e, arg) => [recordTag('users', arg.id)] },
  },
});

export const {
  useLoginMutation,
  useSignupMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useUndoEmailChangeMutation,
  useActivateMemberMutation,
  useGetMeQuery,
  useUpdateMeMutation,
  useChangePasswordMutation,
  useDeleteMeMutation,
  useListEnforcersQuery,
  useInviteEnforcerMutation,
  useSetEnforcerActiveMutation,
  useSetEnforcerLocationsMutation,
} = usersEnhancedApi;

export type Enforcer = ListEnforcersApiResponse['users'][number];
