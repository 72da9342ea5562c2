import { MANAGEMENT_TEXT, OWNERS_MESSAGES } from '../../shared/messages';
import { ActionResult } from './ActionResult';

/** A desk page whose address names a location that is not there: said so, with the way to another. */
export function LocationNotFoundResult() {
  return (
    <ActionResult
      status="404"
      title={OWNERS_MESSAGES.locationNotFound}
      subTitle={MANAGEMENT_TEXT.locationNotFoundHint}
      to="/management"
      action={MANAGEMENT_TEXT.chooseAnotherLocation}
    />
  );
}
