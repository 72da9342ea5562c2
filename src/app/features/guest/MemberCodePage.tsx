import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { OWNERS_MESSAGES, PARKING_MESSAGES, SERVER_MESSAGES } from '../../../shared/messages';
import { GUESTS_MESSAGES } from '../../../shared/messages/guests';
import { addressErrorMessage, addressNotFound } from '../../api/errors';
import { useUseMemberCodeMutation } from '../../api/enhanced/sessions';
import { useGetLocationZoneQuery } from '../../api/enhanced/zones';
import { openHoursMessage, openHoursProblem } from '../../../shared/openHours';
import { LoadFailed } from '../../components/LoadFailed';
import { NoticeBox } from '../../components/NoticeBox';
import { useNow } from '../../components/useCountdown';
import { useSubmission } from '../../components/useSubmission';
import { codeFailure, memberProblem, type GuestValues } from './guestRules';
import { PlaceNotFound } from '../../components/PlaceNotFound';
import { MemberForm } from './MemberForm';
import type { MemberReceiptState } from './MemberReceipt';

/**
 * /locations/{locationId}/zones/{zoneId}/members (SPEC 2): a member enters plate, state and code for
 * free parking, then goes on to the receipt. Any failed call shows Please provide a valid code
 * (SPEC 5), except the rate limit's own message and a call that got no answer (No connection...):
 * the code was not refused then, and nothing was used.
 */
export default function MemberCodePage() {
  const { locationId = '', zoneId = '' } = useParams();
  const navigate = useNavigate();
  const { data, error: loadError, isFetching: reloading, refetch } = useGetLocationZoneQuery({ locationId, zoneId });
  const [applyCode, { isLoading }] = useUseMemberCodeMutation();
  const { error, refuse, clear, send } = useSubmission();
  const [values, setValues] = useState<GuestValues>({ plate: '', state: '', code: '' });
  const zone = data?.data.zone;
  const location = data?.data.location;
  // A member parks free, not outside the zone's open hours: the server's rule, said before the code is typed.
  const now = useNow(30_000, Boolean(zone && location));
  const closed = zone && location ? openHoursProblem(zone, location.timeZone, new Date(now), new Date(now), false) : null;
  const closedMessage = closed ? openHoursMessage(closed) : null;

  const onSubmit = async () => {
    // SPEC's own checks of the fields first, as at any hour; then a closed zone's press sends nothing
    // (the notice above already says why, and is announced).
    const problem = memberProblem(values);
    if (problem) return refuse(problem);
    if (closedMessage) return clear();
    await send(
      async () => {
        const res = await applyCode({
          body: { code: values.code, locationId, zoneId, plateNumber: values.plate, state: values.state },
        }).unwrap();
        if (!res.success) throw new Error(res.message);
        const state: MemberReceiptState = {
          session: res.session,
          place:
            zone && location ? { zoneNumber: zone.zoneNumber, locationName: location.name, locationAddress: location.address } : undefined,
        };
        navigate('receipt', { state });
      },
      (err) => codeFailure(err, GUESTS_MESSAGES.memberCodeInvalid),
    );
  };

  // An unknown zone (404, the server's words) or a malformed id (400): no zone to park in.
  if (addressNotFound(loadError)) {
    return <PlaceNotFound title={addressErrorMessage(loadError, OWNERS_MESSAGES.zoneNotFound, SERVER_MESSAGES.notFound)} />;
  }
  // A closed zone or lot takes no member code (the server refuses it): said before anything is typed, as the booking page does.
  if (zone?.archieved || location?.archieved)
    return <PlaceNotFound title={PARKING_MESSAGES.zoneClosedTitle} body={PARKING_MESSAGES.zoneClosedBody} />;
  return (
    <>
      {loadError && <LoadFailed error={loadError} retrying={reloading} onRetry={() => void refetch()} />}
      {closedMessage && (
        <NoticeBox type="warning" style={{ marginBottom: 16 }}>
          {closedMessage}
        </NoticeBox>
      )}
      <MemberForm
        place={
          zone && location ? { zoneNumber: zone.zoneNumber, locationName: location.name, locationAddress: location.address } : undefined
        }
        values={values}
        onChange={setValues}
        error={error}
        busy={isLoading}
        onSubmit={onSubmit}
      />
    </>
  );
}
