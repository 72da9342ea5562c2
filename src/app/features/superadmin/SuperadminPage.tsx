import { App } from 'antd';
import { useState } from 'react';
import { MESSAGES, SUPERADMIN_TEXT as T } from '../../../shared/messages';
import { useGetSubscriptionsQuery, useRecordSubscriptionPaymentMutation, type VendorLocation } from '../../api/enhanced/subscriptions';
import { PageHeader } from '../../components/PageTitle';
import { useSubmission } from '../../components/useSubmission';
import { PaymentDialog, type PaymentUpdate } from './PaymentDialog';
import { PaymentLedger } from './PaymentLedger';
import { StatCards } from './StatCards';
import { VendorLocationsTable } from './VendorLocationsTable';

/**
 * /superadmin: the Vendor Locations Dashboard. The stat cards and the table come from one call
 * (GET /billing/subs, paged by the server); each row's Add opens Update Location Information, and
 * each row opens to its payments.
 */
export default function SuperadminPage() {
  const { message } = App.useApp();
  const [view, setView] = useState({ page: 1, pageSize: 20 });
  const { data, isLoading, isFetching, isError } = useGetSubscriptionsQuery(view);
  const [record, { isLoading: sending }] = useRecordSubscriptionPaymentMutation();
  const [editing, setEditing] = useState<VendorLocation | null>(null);
  const { error, refuse, send } = useSubmission();

  const close = () => {
    refuse('');
    setEditing(null);
  };
  const onSend = (body: PaymentUpdate) =>
    send(
      async () => {
        await record({ body }).unwrap();
        // SPEC section 4: the modal closes and the page reloads (the row, the cards and the ledger refetch).
        void message.success(T.paymentRecorded(editing?.name ?? ''));
        close();
      },
      () => MESSAGES.paymentUpdateFailed,
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
        error={loadFailed ? MESSAGES.superadminLoadFailed : null}
        onPage={setView}
        onAdd={(l) => {
          refuse('');
          setEditing(l);
        }}
        renderPayments={(l) => <PaymentLedger location={l} />}
      />
      <PaymentDialog location={editing} sending={sending} error={error} onSend={(b) => void onSend(b)} onRefuse={refuse} onClose={close} />
    </>
  );
}
