import { Input } from 'antd';
import { useMemo, useState } from 'react';
import { OWNER_CONSOLE_TEXT as T, OWNERS_MESSAGES } from '../../../shared/messages';
import { useDeleteMemberMutation, useGetLocationMembersQuery, useGetMembersQuery, type MembersSort } from '../../api/enhanced/members';
import { PageHeader } from '../../components/PageTitle';
import { ButtonLink } from '../../components/PlainButton';
import { useDebounced, useManagedLocations } from '../locations';
import { LocationSelect } from './LocationSelect';
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
  // Several lots: a picker keeps the members of one (GET /locations/{id}/members), else every member.
  const { locations } = useManagedLocations();
  const [locationId, setLocationId] = useState<string | undefined>();
  const [lastLocation, setLastLocation] = useState(locationId);
  if (lastLocation !== locationId) {
    setLastLocation(locationId);
    setView((v) => ({ ...v, page: 1 }));
  }
  const locationNames = useMemo(() => new Map(locations.map((l) => [l._id, l.name])), [locations]);
  const query = { ...view, search: search || undefined };
  const everyMember = useGetMembersQuery(query, { skip: Boolean(locationId) });
  const atLocation = useGetLocationMembersQuery({ ...query, locationId: locationId ?? '' }, { skip: !locationId });
  const { data, isLoading, isFetching, isError } = locationId ? atLocation : everyMember;
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
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <Input.Search
          aria-label={T.searchPlate}
          placeholder={T.searchPlate}
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          style={{ flex: '1 1 200px', maxWidth: 320 }}
        />
        {locations.length > 1 && (
          <LocationSelect
            aria-label={T.membersAt}
            locations={locations}
            allowClear
            placeholder={T.allLocations}
            value={locationId}
            onChange={setLocationId}
            style={{ flex: '1 1 200px', maxWidth: 320 }}
          />
        )}
      </div>
      <MembersTable
        members={data?.data ?? []}
        total={data?.total ?? data?.data.length ?? 0}
        {...view}
        loading={isLoading || isFetching}
        error={isError && !data ? T.membersLoadFailed : null}
        search={search || undefined}
        atLocation={locationId ? locationNames.get(locationId) : undefined}
        locationNames={locationNames}
        onChange={setView}
        onDelete={(m) =>
          confirmDelete({
            content: OWNERS_MESSAGES.confirmMemberDelete,
            // Listed under one lot, a membership of every location still ends at all of them.
            also: m.locationId === null && locationNames.size > 1 ? T.memberEverywhereDelete : undefined,
            done: OWNERS_MESSAGES.memberDeleted,
            remove: () => remove({ id: m._id }).unwrap(),
          })
        }
      />
    </>
  );
}
