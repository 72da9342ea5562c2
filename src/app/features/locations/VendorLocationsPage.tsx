import { PARKING_TEXT } from '../../../shared/messages';
import { OwnLocations } from './OwnLocations';

/** /locations-vendor: the owner's locations list (also the Locations menu entry). */
export default function VendorLocationsPage() {
  return <OwnLocations title={PARKING_TEXT.myLocationsTitle} />;
}
