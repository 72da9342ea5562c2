import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ENFORCER_TEXT as T, OWNERS_MESSAGES, SERVER_MESSAGES } from '../../../shared/messages';
import { normalizePlate } from '../../../shared/plates';
import { errorMessage, refusedField } from '../../api/errors';
import { useGetPlateChecksQuery } from '../../api/enhanced/enforcement';
import { useGetLocationsServiceByIdQuery } from '../../api/enhanced/locations';
import { useGetVehicleStatusMutation } from '../../api/enhanced/sessions';
import { useLiveLocationSessions } from '../../api/live';
import { PageTitle, Subtitle } from '../../components/PageTitle';
import { ButtonLink } from '../../components/PlainButton';
import { PaidPlatesTable } from './PaidPlatesTable';
import { PlateChecksList } from './PlateChecksList';
import { PlateResultCard } from './PlateResultCard';
import { PlateSearchForm } from './PlateSearchForm';
import type { PaidSession, ServicedLocation, VehicleStatus } from './types';

interface Searched {
  plate: string;
  at: Date;
  result: VehicleStatus;
  /** Asked again at changesAt and told the same (this phone's clock ahead of the server's): waits longer each time. */
  tries?: number;
  /** Could not be asked again after a change: shown, marked as not current. */
  stale?: boolean;
}

/** The lot's current sessions of the plate, as a text that changes when any of them does. */
const plateRows = (sessions: readonly PaidSession[], plate: string) =>
  sessions
    .filter((s) => normalizePlate(s.plateNumber) === normalizePlate(plate))
    .map((s) => `${s._id} ${s.endTime}`)
    .sort()
    .join('|');

const RETRY_MS = 15_000;
/** Two reasons to ask again this close together are one. */
const RECHECK_GAP_MS = 2_000;
/** How long until the answer is asked again for its changesAt: a second after it, or later after asking too early. */
function waitUntil(changesAt: string, tries: number): number {
  const wait = Date.parse(changesAt) - Date.now() + 1_000;
  return Math.min(2 ** 31 - 1, tries > 0 ? Math.max(wait, RETRY_MS * 2 ** Math.min(tries - 1, 6)) : Math.max(wait, 0));
}
const nextTries = (before: Searched, result: VehicleStatus) =>
  result.changesAt !== undefined && result.changesAt === before.result.changesAt ? (before.tries ?? 0) + 1 : 0;

/**
 * /service/locations/{locationId}/search: the enforcer types a plate and sees at once whether it may
 * park here now (a large Valid or Expired box and why), the plate's earlier checks here, and the
 * location's Paid License Plates. Built for one hand on a phone: the field, the button and the
 * answer come first, one under the other. The table refreshes by itself when the lot's sessions change.
 */
export default function PlateSearchPage() {
  const { locationId = '' } = useParams();
  // The list page hands the location over, so its name shows before the location loads.
  const handed = (useLocation().state as { location?: Pick<ServicedLocation, 'name' | 'address'> } | null)?.location;
  const serviced = useGetLocationsServiceByIdQuery({ id: locationId });
  // The Paid License Plates follow the lot's sessions as they are made, extended or stopped.
  useLiveLocationSessions(locationId);
  const [check, { isLoading: searching }] = useGetVehicleStatusMutation();
  const [searched, setSearched] = useState<Searched | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A plate put into the field by the page (a "Did you mean" picked): the form starts again with it.
  const [typed, setTyped] = useState({ plate: '', key: 0 });
  const checks = useGetPlateChecksQuery({ id: locationId, plate: searched?.plate ?? '' }, { skip: !searched });

  const location = serviced.data?.location;
  const name = location?.name ?? handed?.name ?? '';
  const address = location?.address ?? handed?.address ?? '';
  const notServiced = serviced.isError && !location;

  const onSearch = async (plate: string) => {
    setError(null);
    // The last answer is about an earlier moment (or plate): it does not stay up while this one is asked.
    setSearched(null);
    const at = new Date();
    watch.current = { since: at.getTime(), rows: null };
    try {
      // No currentTime: the verdict is the server's clock's, whatever this phone's says.
      const result = await check({ body: { license: plate, locationId } }).unwrap();
      setSearched({ plate, at, result });
      void serviced.refetch();
    } catch (err) {
      // SPEC 8: the error's response message; a plate the server's check refused (400 on license), in our words.
      setSearched(null);
      setError(refusedField(err) === 'license' ? OWNERS_MESSAGES.plateInvalid : errorMessage(err, SERVER_MESSAGES.serverError));
    }
  };

  // The answer on screen follows the plate without a new search: asked again when the lot's sessions
  // of that plate change (booked, extended, ended early, added by hand: the live table's refetch), and
  // when its time runs out (changesAt: a session's end, then its grace's). An answer that cannot be
  // asked again stays, marked as not current.
  const watch = useRef<{ since: number; rows: string | null }>({ since: 0, rows: null });
  const lastRecheck = useRef(0);
  const deferred = useRef<ReturnType<typeof setTimeout> | null>(null);
  const recheck = async (plate: string) => {
    // At a session's end both the table (its row gone) and changesAt ask: asked once more a moment
    // later, not twice at once (two lines in the plate's history).
    const since = Date.now() - lastRecheck.current;
    if (since < RECHECK_GAP_MS) {
      deferred.current ??= setTimeout(() => {
        deferred.current = null;
        void recheck(plate);
      }, RECHECK_GAP_MS - since);
      return;
    }
    lastRecheck.current = Date.now();
    try {
      const result = await check({ body: { license: plate, locationId } }).unwrap();
      setSearched((current) => (current?.plate === plate ? { plate, at: new Date(), result, tries: nextTries(current, result) } : current));
    } catch {
      setSearched((current) => (current?.plate === plate ? { ...current, stale: true } : current));
    }
  };
  useEffect(
    () => () => {
      if (deferred.current) clearTimeout(deferred.current);
    },
    [],
  );
  const sessionsNow = serviced.data?.sessions;
  useEffect(() => {
    if (!searched || !sessionsNow || (serviced.fulfilledTimeStamp ?? 0) < watch.current.since) return;
    const rows = plateRows(sessionsNow, searched.plate);
    if (watch.current.rows === null) watch.current.rows = rows;
    else if (rows !== watch.current.rows) {
      watch.current.rows = rows;
      void recheck(searched.plate);
    }
  }, [sessionsNow, serviced.fulfilledTimeStamp, searched]);
  // The table drops a session when its time is up, as the check would (its end, or the stop ending it).
  useEffect(() => {
    const now = Date.now();
    const ends = (sessionsNow ?? []).map((x) => Date.parse(x.endTime)).filter((end) => end > now);
    if (ends.length === 0) return;
    const timer = setTimeout(() => void serviced.refetch(), Math.min(2 ** 31 - 1, Math.min(...ends) - now + 1_000));
    return () => clearTimeout(timer);
  }, [sessionsNow]);
  useEffect(() => {
    const changesAt = searched?.result.changesAt;
    if (!searched || !changesAt) return;
    const timer = setTimeout(
      () => {
        void recheck(searched.plate);
        void serviced.refetch();
      },
      waitUntil(changesAt, searched.tries ?? 0),
    );
    return () => clearTimeout(timer);
  }, [searched]);

  // This search's own check is shown by the card; the list is the earlier ones.
  const earlier = (checks.data?.checks ?? []).filter((c) => c._id !== searched?.result.checkId);

  return (
    <div style={{ maxWidth: 640, display: 'grid', gap: 20 }}>
      {/* The way back above the title, flush with it; the header's own margin would add to the grid's
          gap (on a phone the wrapped link left ~60 px empty above License Plate). */}
      <header>
        <ButtonLink variant="link" to="/service/locations" style={{ padding: 0, minHeight: 44 }}>
          {T.back}
        </ButtonLink>
        <PageTitle>{name || T.title}</PageTitle>
        {address && <Subtitle>{address}</Subtitle>}
      </header>
      {notServiced ? (
        <p role="alert">{errorMessage(serviced.error, T.locationMissing)}</p>
      ) : (
        <>
          <PlateSearchForm
            key={typed.key}
            initialPlate={typed.plate}
            onSearch={(p) => void onSearch(p)}
            searching={searching}
            error={error}
            // A Valid or Expired box under a plate it was not given for would be read as that plate's.
            onPlateChange={(p) => {
              if (searched && p !== searched.plate) setSearched(null);
            }}
          />
          {searched && (
            <>
              <PlateResultCard
                result={searched.result}
                plate={searched.plate}
                location={{ name, address, timeZone: location?.timeZone }}
                now={searched.at}
                stale={searched.stale}
                onPickSimilar={(p) => {
                  // The field shows the plate checked, as after any search.
                  setTyped({ plate: p, key: typed.key + 1 });
                  void onSearch(p);
                }}
              />
              <PlateChecksList
                checks={earlier}
                timeZone={location?.timeZone}
                loading={checks.isLoading}
                error={checks.isError ? errorMessage(checks.error, SERVER_MESSAGES.serverError) : null}
              />
            </>
          )}
          <PaidPlatesTable sessions={serviced.data?.sessions ?? []} timeZone={location?.timeZone} loading={serviced.isLoading} />
        </>
      )}
    </div>
  );
}
