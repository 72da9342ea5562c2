import { dialogTitle } from '../../components/DialogTitle';
import { Alert, App, Card, Statistic } from 'antd';
import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { can } from '../../../shared/access';
import { OWNER_CONSOLE_TEXT, OWNERS_MESSAGES, REVENUE_TEXT, SERVER_MESSAGES } from '../../../shared/messages';
import { localDateTime, shortDateTime } from '../../../shared/dates';
import { addressErrorMessage, addressNotFound, errorMessage } from '../../api/errors';
import {
  useGetLotRevenueQuery,
  useLazyGetLotRevenueCsvQuery,
  useReverseRevenueAdjustmentMutation,
  type LotAdjustment,
  type LotSession,
} from '../../api/enhanced/billing';
import { useDeleteSessionMutation, useUpdateSessionMutation } from '../../api/enhanced/sessions';
import { CorrectPlateDialog, type PlateCorrection } from './CorrectPlateDialog';
import { EditManualSessionDialog, type ManualSessionCorrection } from './EditManualSessionDialog';
import { useGetLocationZonesQuery } from '../../api/enhanced/zones';
import { useGetLocationByIdQuery } from '../../api/enhanced/locations';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { PageHeader } from '../../components/PageTitle';
import { selectCurrentUser } from '../auth';
import { reportPath } from '../reports';
import { useAppSelector } from '../../hooks';
import { FIRST_LOT_VIEW, LotSessionsTable, type LotTableView } from './LotSessionsTable';
import type { LotLinkState } from './LotTotalsTable';
import { MonthYearSelects } from './MonthYearPicker';
import { currentMonth } from './RevenueSummary';
import { downloadText } from '../../components/downloadText';
import { LotEntries } from './LotEntries';
import { usd } from './money';

/** The month and year an address names (?month=1-12&year=2000-2100), or null for none or a wrong one. */
function periodOf(params: URLSearchParams): { month: number; year: number } | null {
  const month = Number(params.get('month'));
  const year = Number(params.get('year'));
  const ok = Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year) && year >= 2000 && year <= 2100;
  return ok ? { month, year } : null;
}

/**
 * /revenue/lot/{lotId}: one lot's paid sessions of a month and their total. The location comes from
 * the link that opened the page (name, address, time zone), else it is fetched. The server pages
 * and sorts the table (the month's total and count come with every page); Export CSV asks it for
 * the whole month as a file (GET /billing/lot/revenue/csv).
 */
export default function LotRevenuePage() {
  const { lotId = '' } = useParams();
  const routerState: unknown = useLocation().state;
  const passed = (routerState as Partial<LotLinkState> | null)?.location;
  const user = useAppSelector(selectCurrentUser);
  // The month is kept in the address (?month=10&year=2026): a reload, Back from a session or a
  // link sent to a colleague opens the same month, not this one.
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<LotTableView>(FIRST_LOT_VIEW);
  // Another month starts on its first page, in the order the user chose.
  const setPeriod = (next: { month: number; year: number }) => {
    setParams({ month: String(next.month), year: String(next.year) }, { replace: true, state: routerState });
    setView((v) => ({ ...v, page: 1 }));
  };
  // The time zone is needed for the dates; a link without it (or a reload) fetches the location.
  const { data: fetched, isError: locationFailed } = useGetLocationByIdQuery(
    { id: lotId },
    { skip: Boolean(passed?.name && passed.timeZone) },
  );
  const location = fetched?.data.location;
  const name = passed?.name ?? location?.name;
  const address = passed?.address ?? location?.address;
  const timeZone = passed?.timeZone ?? location?.timeZone;
  // This month is the lot's, on its clock: until its time zone is known (a link without it, a
  // reload) the month is not asked for, so the browser's month (December in New York while a Los
  // Angeles lot is still in November) is never shown first. A location that does not load: the browser's.
  const named = periodOf(params);
  const period = named ?? currentMonth(new Date(), timeZone);
  const waiting = !named && !timeZone && !locationFailed;
  const { data, isFetching, error } = useGetLotRevenueQuery({ body: { lotId, ...period, ...view } }, { skip: waiting });
  const [fetchCsv, { isFetching: exporting }] = useLazyGetLotRevenueCsvQuery();
  const [exportError, setExportError] = useState<string | null>(null);
  const sessions = data?.monthSessions ?? [];
  const adjustments = data?.adjustments ?? [];

  // Removing a session added by hand: gone from the page at once, back with the Oops! dialog if the
  // server refuses; the month's total and count refetch once it agreed (the delete invalidates them).
  const { modal, message } = App.useApp();
  const [deleteSession] = useDeleteSessionMutation();
  const remove = (s: LotSession) => {
    modal.confirm({
      title: dialogTitle(OWNERS_MESSAGES.confirmTitle),
      content: REVENUE_TEXT.removeSessionConfirm(`${s.plateNumber} ${s.state}`, shortDateTime(s.startTime, timeZone), usd(s.totalCost)),
      okText: REVENUE_TEXT.removeSession,
      okButtonProps: { danger: true },
      cancelText: OWNER_CONSOLE_TEXT.cancel,
      // Destructive: the dialog opens on Cancel, so Enter alone deletes nothing.
      focusable: { autoFocusButton: 'cancel' },
      // Closes at once: the row has already gone (deleteSession is optimistic); the outcome comes as its own dialog.
      onOk: () => {
        deleteSession({ id: s._id })
          .unwrap()
          .then(
            // Said in passing, as a reversed entry is: the row has gone already, no dialog to dismiss.
            () => {
              void message.success(OWNERS_MESSAGES.sessionDeleted);
            },
            () => {
              modal.error({ title: dialogTitle(OWNERS_MESSAGES.oopsTitle), content: OWNERS_MESSAGES.oopsBody });
            },
          );
      },
    });
  };

  // Reversing a revenue entry: after the confirmation, the dialog waits for the server; the month (its
  // list and total) refetches once it agreed (the reversal invalidates it). A refusal says why.
  const [reverseEntry] = useReverseRevenueAdjustmentMutation();
  const reverse = (a: LotAdjustment) => {
    modal.confirm({
      title: dialogTitle(REVENUE_TEXT.reverseEntryTitle),
      content: REVENUE_TEXT.reverseEntryConfirm(usd(a.amount), localDateTime(a.countsAt, timeZone)),
      okText: REVENUE_TEXT.reverseEntry,
      okButtonProps: { danger: true },
      cancelText: OWNER_CONSOLE_TEXT.cancel,
      // Destructive: the dialog opens on Cancel, so Enter alone deletes nothing.
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        reverseEntry({ id: a._id })
          .unwrap()
          .then(
            () => {
              void message.success(REVENUE_TEXT.entryReversed);
            },
            (e: unknown) => {
              modal.error({ title: dialogTitle(OWNERS_MESSAGES.oopsTitle), content: errorMessage(e, OWNERS_MESSAGES.oopsBody) });
            },
          ),
    });
  };

  // Correcting a plate: the month refetches once the server agreed (the correction invalidates it).
  const [updateSession] = useUpdateSessionMutation();
  const [correcting, setCorrecting] = useState<LotSession | null>(null);
  const savePlate = async (id: string, correction: PlateCorrection) => {
    await updateSession({ id, body: correction }).unwrap();
    void message.success(REVENUE_TEXT.plateCorrected);
  };
  // Correcting a session added by hand (the admin role's, as Add Session): the lot's zones load when it opens.
  const [editing, setEditing] = useState<LotSession | null>(null);
  const zones = useGetLocationZonesQuery({ locationId: lotId }, { skip: !editing });
  const saveSession = async (id: string, correction: ManualSessionCorrection) => {
    await updateSession({ id, body: correction }).unwrap();
    void message.success(REVENUE_TEXT.sessionCorrected);
  };

  const exportCsv = async () => {
    setExportError(null);
    try {
      const csv = await fetchCsv({ lotId, ...period }).unwrap();
      const mm = String(period.month).padStart(2, '0');
      downloadText(`revenue-${lotId}-${period.year}-${mm}.csv`, csv);
    } catch (e) {
      setExportError(errorMessage(e, SERVER_MESSAGES.serverError));
    }
  };

  return (
    <>
      <PageHeader
        title={name ?? REVENUE_TEXT.revenueTitle}
        subtitle={address}
        action={
          // No Add Session for a lot that is not there (the month's answer says so: 404, or 400 for a malformed id).
          can(user, 'management') &&
          !addressNotFound(error) && (
            <ButtonLink asButton variant="primary" to={`/revenue/lot/${lotId}/new`} state={{ location: { name, address, timeZone } }}>
              {REVENUE_TEXT.addSession}
            </ButtonLink>
          )
        }
      />
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end', justifyContent: 'space-between', marginBottom: 16 }}
      >
        <MonthYearSelects
          month={period.month}
          year={period.year}
          onChange={setPeriod}
          firstYear={data?.firstYear}
          // The lot's year can be ahead of the browser's on New Year's Eve: it is offered all the same.
          lastYear={Math.max(data?.lastYear ?? 0, period.year)}
        />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {/* The lot's gross, refunds, fees and net over any days: one tap from its months. */}
          {lotId && !addressNotFound(error) && <ButtonLink to={reportPath(lotId)}>{REVENUE_TEXT.lotReport}</ButtonLink>}
          {/* The same button as Lot report beside it (an antd one was 30 px against its 48). */}
          <PlainButton
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!data || data.sessionCount + adjustments.length === 0}
          >
            {REVENUE_TEXT.exportCsv}
          </PlainButton>
        </div>
      </div>
      {exportError && <Alert type="error" showIcon title={exportError} role="alert" style={{ marginBottom: 16 }} />}
      <Card style={{ marginBottom: 16 }}>
        <Statistic title={REVENUE_TEXT.monthTotal} loading={(isFetching || waiting) && !data} value={data ? usd(data.totalCost) : '-'} />
      </Card>
      <LotSessionsTable
        sessions={sessions}
        total={data?.sessionCount ?? 0}
        view={view}
        onViewChange={setView}
        timeZone={timeZone}
        loading={isFetching || waiting}
        // The month, page and order come from the screen's own controls: a 400 is the lot id of the address.
        error={error ? addressErrorMessage(error, OWNERS_MESSAGES.locationNotFound, SERVER_MESSAGES.serverError) : null}
        {...(can(user, 'management') ? { onRemove: remove } : {})}
        {...(can(user, 'manageLocations') ? { onEditPlate: setCorrecting } : {})}
        {...(can(user, 'management') ? { onEditSession: setEditing } : {})}
      />
      <CorrectPlateDialog session={correcting} onSave={savePlate} onClose={() => setCorrecting(null)} />
      <EditManualSessionDialog
        session={editing}
        zones={zones.data?.data.zones ?? []}
        zonesLoading={zones.isFetching}
        timeZone={timeZone}
        onSave={saveSession}
        onClose={() => setEditing(null)}
      />
      <LotEntries adjustments={adjustments} timeZone={timeZone} {...(can(user, 'manageLocations') ? { onReverse: reverse } : {})} />
    </>
  );
}
