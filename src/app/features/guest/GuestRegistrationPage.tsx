import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { OWNERS_MESSAGES, PARKING_MESSAGES, SERVER_MESSAGES } from '../../../shared/messages';
import { GUESTS_MESSAGES } from '../../../shared/messages/guests';
import { addressErrorMessage, addressNotFound } from '../../api/errors';
import { useGetLocationByIdQuery } from '../../api/enhanced/locations';
import { useValidateGuestParkingMutation } from '../../api/enhanced/sessions';
import { LoadFailed } from '../../components/LoadFailed';
import { useSubmission } from '../../components/useSubmission';
import { GuestForm } from './GuestForm';
import { codeFailure, guestProblem, type GuestValues } from './guestRules';
import { PlaceNotFound } from '../../components/PlaceNotFound';
import { GuestSuccess, type GuestSession } from './GuestSuccess';
import { dropFromTab, keepInTab, readUntilOver, reopenedHere } from '../../components/tabStorage';

const EMPTY: GuestValues = { plate: '', state: '', code: '' };

/** The tab's key of the last guest pass registered at a location. */
export const guestPassKey = (locationId: string) => `parking.guestPass:${locationId}`;

const isGuestSession = (v: unknown): v is GuestSession => {
  if (!v || typeof v !== 'object') return false;
  const g = v as Record<string, unknown>;
  return (
    [g.plateNumber, g.state, g.endTime].every((x) => typeof x === 'string') &&
    [g.referenceNumber, g.timeZone].every((x) => x === undefined || typeof x === 'string')
  );
};

/**
 * The pass shown before this page was reloaded (or reopened by Back/Forward): its reference number
 * is what the guest is asked for, and the page said so. Only until the parking it grants ends.
 */
function keptPass(locationId: string, pathname: string): GuestSession | null {
  if (!reopenedHere(pathname)) return null;
  return readUntilOver(guestPassKey(locationId), isGuestSession, (pass) => pass.endTime);
}

/**
 * /locations/{locationId}/guest (SPEC 2): a guest registers a plate with a visiting business's code.
 * Plain markup (a guest opens it on a phone from a link). A vendor's link may carry ?vendorId=,
 * which is sent along (the server then takes only that vendor's code).
 */
export default function GuestRegistrationPage() {
  const { locationId = '' } = useParams();
  const [search] = useSearchParams();
  const vendorId = search.get('vendorId') || undefined;
  const { data, error: loadError, isFetching: reloading, refetch } = useGetLocationByIdQuery({ id: locationId });
  const [validate, { isLoading }] = useValidateGuestParkingMutation();
  const { error, refuse, send } = useSubmission();
  const [values, setValues] = useState<GuestValues>(EMPTY);
  const { pathname } = useLocation();
  const [session, setSession] = useState<GuestSession | null>(() => keptPass(locationId, pathname));

  const onSubmit = async () => {
    const problem = guestProblem(values);
    if (problem) return refuse(problem);
    await send(
      async () => {
        const res = await validate({
          body: {
            code: values.code,
            locationId,
            licensePlate: values.plate,
            licenseState: values.state,
            ...(vendorId ? { vendorId } : {}),
          },
        }).unwrap();
        setSession(res.session);
        const { referenceNumber, plateNumber, state, endTime, timeZone } = res.session;
        keepInTab(guestPassKey(locationId), { referenceNumber, plateNumber, state, endTime, timeZone } satisfies GuestSession);
      },
      (err) => codeFailure(err, GUESTS_MESSAGES.guestFailed),
    );
  };

  // No such location (404, the server's words) or a malformed id (400): nothing to register at.
  if (addressNotFound(loadError)) {
    return <PlaceNotFound title={addressErrorMessage(loadError, OWNERS_MESSAGES.locationNotFound, SERVER_MESSAGES.notFound)} />;
  }
  if (session) {
    return (
      <GuestSuccess
        session={session}
        onAnother={() => {
          dropFromTab(guestPassKey(locationId));
          setSession(null);
          setValues({ ...EMPTY, code: values.code });
          refuse('');
        }}
      />
    );
  }
  // A lot its owner turned off takes no code (the server refuses it, with zoneClosedBody): said before
  // anything is typed, as its zone list and the member-code page do. A pass already granted (above) still shows.
  if (data?.data.location.archieved) {
    return <PlaceNotFound title={PARKING_MESSAGES.lotClosedTitle} body={PARKING_MESSAGES.zoneClosedBody} />;
  }
  return (
    <>
      {/* The form still works without the place's name; what failed is said, with the way to ask again. */}
      {loadError && <LoadFailed error={loadError} retrying={reloading} onRetry={() => void refetch()} />}
      <GuestForm
        locationName={data?.data.location.name}
        values={values}
        onChange={setValues}
        error={error}
        busy={isLoading}
        onSubmit={onSubmit}
      />
    </>
  );
}
