import { useMemo } from 'react';
import { managesAll } from '../../../shared/access';
import { useGetLocationsMeQuery, useGetLocationsQuery } from '../../api/enhanced/locations';
import { useAppSelector } from '../../hooks';
import { selectCurrentUser } from '../auth';

/**
 * The locations the signed-in owner manages, for pickers: a vendor's own; odogwu's are all of them
 * (GET /locations answers odogwu every location, inactive ones too). By name, so every picker lists
 * them in one order (GET /locations/me answers them in the order they were stored).
 */
export function useManagedLocations() {
  const user = useAppSelector(selectCurrentUser);
  const all = user ? managesAll(user) : false;
  const own = useGetLocationsMeQuery(undefined, { skip: all });
  const every = useGetLocationsQuery({}, { skip: !all });
  const query = all ? every : own;
  const data = query.data?.data.locations;
  const locations = useMemo(() => [...(data ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [data]);
  return { locations, isLoading: query.isLoading };
}
