import { membersApi, type GetMembersApiArg, type GetMembersApiResponse } from '../generated/members';
import { LIST, listTags, recordTag } from './tags';

/** One member (a plate parking with a member code) as GET /members lists it. */
export type Member = GetMembersApiResponse['data'][number];
export type MembersQuery = GetMembersApiArg;
export type MembersSort = NonNullable<GetMembersApiArg['sort']>;

/**
 * Precise cache tags for the members. Deleting a member is optimistic: every cached page that holds it
 * drops the row (and counts one fewer) at once, and gets it back if the server refuses.
 */
export const membersEnhancedApi = membersApi.enhanceEndpoints({
  endpoints: {
    getMembers: { providesTags: (result) => listTags('members', result?.data) },
    getLocationMembers: { providesTags: (result) => listTags('members', result?.data) },
    createMember: { invalidatesTags: (_r, error) => (error ? [] : [{ type: 'members', id: LIST }]) },
    // Another member's overlaps count can change with this one's code: every list refetches.
    updateMember: { invalidatesTags: (_r, error, arg) => (error ? [] : [recordTag('members', arg.id), { type: 'members', id: LIST }]) },
    deleteMember: {
      // The pages refetch after a delete (the next page's first row moves up, overlaps change).
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'members', id: LIST }]),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const drop = (draft: GetMembersApiResponse) => {
          const before = draft.data.length;
          draft.data = draft.data.filter((m) => m._id !== id);
          if (draft.total !== undefined) draft.total -= before - draft.data.length;
        };
        const patches = membersApi.util
          .selectInvalidatedBy(getState(), [recordTag('members', id)])
          .map(({ endpointName, originalArgs }) => {
            if (endpointName === 'getMembers') return dispatch(membersApi.util.updateQueryData('getMembers', originalArgs, drop));
            if (endpointName === 'getLocationMembers')
              return dispatch(membersApi.util.updateQueryData('getLocationMembers', originalArgs, drop));
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

export const { useGetMembersQuery, useGetLocationMembersQuery, useCreateMemberMutation, useDeleteMemberMutation } = membersEnhancedApi;
