import { can } from '../../../shared/access';
import { PARKING_TEXT } from '../../../shared/messages';
import { useAppSelector } from '../../hooks';
import { selectCurrentUser } from '../auth';
import { NearbyLocations } from './NearbyLocations';
import { OwnLocations } from './OwnLocations';

/** /locations: owners see their own locations, everyone else the ones nearby (SPEC section 2). */
export default function LocationsPage() {
  const user = useAppSelector(selectCurrentUser);
  return can(user, 'manageLocations') ? <OwnLocations title={PARKING_TEXT.locationsTitle} /> : <NearbyLocations />;
}
