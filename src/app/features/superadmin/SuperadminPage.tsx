import { App } from 'antd';
import { useState } from 'react';
import { MANAGEMENT_MESSAGES, SUPERADMIN_TEXT as T } from '../../../shared/messages';
import { useGetLocationByIdQuery } from '../../api/enhanced/locations';
import { useGetSubscriptionsQuery, useRecordSubscriptionPaymentMutation, type VendorLocation } from '../../api/enhanced/subscriptions';
import { PageHeader } from '../../components/PageTitle';
import { useSubmission } from '../../components/useSubmission';
import { PaymentDialog, type PaymentUpdate } from './PaymentDialog';
import { PaymentLedger } from './PaymentLedger';
import { StatCards } from './StatCards';
import { VendorLocationsTable } from './VendorLocationsTable';

/** The browser's own reload (a prop of the page so a test can see it asked for). */
const reloadPage = () => window.location.reload();

/**
 * /superadmin: the Vendor Locations Dashboard. The stat cards and the table come from one call
 * (GET /billing/subs, paged by the server); each row's Add opens Update Location Information, and
 * each row opens to its payments.
 */
export default function SuperadminPage({ reload = reloadPage }: { reload?: () => void }) {
  const { message } = App.useApp();
  const [view, setView] = useState({ page: 1, pageSize: 20 });
  const { data, isLoading, isFetching, isError } = useGetSubscriptionsQuery(view);
  const [record, { isLoading: sending }] = useRecordSubscriptionPaymentMutation();
  const [editing, setEditing] = useState<VendorLocation | null>(null);
  const { error, refuse, send } = useSubmission();
  // The row names its location but not its time zone, which the Last Pay Date's "today" needs.
  const lot = useGetLocationByIdQuery({ id: editing?.locationId ?? '' }, { skip: !editing?.locationId });

  const close = () => {
    refuse('');
    setEditing(null);
  };
  const onSend = (body: PaymentUpdate) =>
    send(
      async () => {
        await record({ body }).unwrap();
        // SPEC section 4: "the modal closes and the page reloads": a real reload, so every figure on
        // the page (the row, the cards, an open ledger) is read afresh.
        void message.success(T.paymentRecorded(editing?.name ?? ''));
        close();
        reload();
      },
      () => MANAGEMENT_MESSAGES.paymentUpdateFailed,
    );

  const loadFailed = isError && !data;
  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} />
      <StatCards stats={data?.stats} loading={isLoading || (loadFailed && isFetching)} />
      <VendorLocationsTable
        locations={data?.data ?? []}
        total={data?.total ?? data?.data.length ?? 0}
        {...view}
        loading={isFetching}
        error={loadFailed ? MANAGEMENT_MESSAGES.superadminLoadFailed : null}
        onPage={setView}
        onAdd={(l) => {
          refuse('');
          setEditing(l);
        }}
        renderPayments={(l) => <PaymentLedger location={l} />}
      />
      <PaymentDialog
        location={editing}
        timeZone={editing && lot.data?.data.location._id === editing.locationId ? lot.data.data.location.timeZone : undefined}
        sending={sending}
        error={error}
        onSend={(b) => void onSend(b)}
        onRefuse={refuse}
        onClose={close}
      />
    </>
  );
}
