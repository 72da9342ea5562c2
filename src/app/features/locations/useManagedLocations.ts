import { managesAll } from '../../../shared/access';
import { useGetLocationsMeQuery, useGetLocationsQuery } from '../../api/enhanced/locations';
import { useAppSelector } from '../../hooks';
import { selectCurrentUser } from '../auth';

/**
 * The locations the signed-in owner manages, for pickers: a vendor's own; odogwu's are all of them
 * (GET /locations answers odogwu every location, inactive ones too).
 */
export function useManagedLocations() {
  const user = useAppSelector(selectCurrentUser);
  const all = user ? managesAll(user) : false;
  const own = useGetLocationsMeQuery(undefined, { skip: all });
  const every = useGetLocationsQuery({}, { skip: !all });
  const query = all ? every : own;
  return { locations: query.data?.data.locations ?? [], isLoading: query.isLoading };
}
