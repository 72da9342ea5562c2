import { Input } from 'antd';
import { useState } from 'react';
import { OWNER_CONSOLE_TEXT as T, OWNERS_MESSAGES } from '../../../shared/messages';
import { useDeleteMemberMutation, useGetMembersQuery, type MembersSort } from '../../api/enhanced/members';
import { PageHeader } from '../../components/PageTitle';
import { ButtonLink } from '../../components/PlainButton';
import { useDebounced } from '../locations';
import { MembersTable } from './MembersTable';
import { plateSearch } from './plates';
import { useOwnerDialogs } from './useOwnerDialogs';

/** /members: the owner's members, searched, sorted and paged by the server; Add Member; Delete behind "Are you sure?". */
export default function MembersPage() {
  const [typed, setTyped] = useState('');
  const search = useDebounced(plateSearch(typed), 300);
  const [view, setView] = useState<{ page: number; pageSize: number; sort: MembersSort }>({ page: 1, pageSize: 20, sort: 'plate' });
  const [lastSearch, setLastSearch] = useState(search);
  // A new search starts at the first page (adjusted while rendering, not in an effect).
  if (lastSearch !== search) {
    setLastSearch(search);
    setView((v) => ({ ...v, page: 1 }));
  }
  const { data, isLoading, isFetching, isError } = useGetMembersQuery({ ...view, search: search || undefined });
  const [remove] = useDeleteMemberMutation();
  const { confirmDelete } = useOwnerDialogs();

  return (
    <>
      <PageHeader
        title={T.membersTitle}
        action={
          <ButtonLink asButton variant="primary" to="/members/add">
            {T.addMember}
          </ButtonLink>
        }
      />
      <Input.Search
        aria-label={T.searchPlate}
        placeholder={T.searchPlate}
        allowClear
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      <MembersTable
        members={data?.data ?? []}
        total={data?.total ?? data?.data.length ?? 0}
        {...view}
        loading={isLoading || isFetching}
        error={isError && !data ? T.membersLoadFailed : null}
        search={search || undefined}
        onChange={setView}
        onDelete={(m) =>
          confirmDelete({
            content: OWNERS_MESSAGES.confirmMemberDelete,
            done: OWNERS_MESSAGES.memberDeleted,
            remove: () => remove({ id: m._id }).unwrap(),
          })
        }
      />
    </>
  );
}
