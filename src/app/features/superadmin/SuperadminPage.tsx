import { App, Input } from 'antd';
import { useDebounced } from '../locations';
import { SUBSCRIPTION_SORTS } from '../../../shared/subscriptions';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MANAGEMENT_MESSAGES, SUPERADMIN_TEXT as T } from '../../../shared/messages';
import { useGetLocationByIdQuery } from '../../api/enhanced/locations';
import {
  useGetSubscriptionsQuery,
  useRecordSubscriptionPaymentMutation,
  useUpsertSubscriptionMutation,
  type VendorLocation,
} from '../../api/enhanced/subscriptions';
import { refusedField, serverMessage } from '../../api/errors';
import { PageHeader } from '../../components/PageTitle';
import { useSubmission } from '../../components/useSubmission';
import { PaymentDialog, type PaymentUpdate } from './PaymentDialog';
import { PaymentLedger } from './PaymentLedger';
import { StatCards } from './StatCards';
import { SubscriptionDialog, type SubscriptionChange } from './SubscriptionDialog';
import { VendorLocationsTable, type VendorLocationSort } from './VendorLocationsTable';

const positive = (text: string | null): number | null => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The dialog's fields as the server names them in a refusal ("amount: must be at most $1,000,000.00"). */
const FIELD_LABELS: Record<string, string> = {
  amount: T.amount,
  paymentOwed: T.paymentOwed,
  lastPayDate: T.lastPayDate,
  description: T.description,
};

/** The browser's own reload (a prop of the page so a test can see it asked for). */
const reloadPage = () => window.location.reload();

/** The sort in the address, if it is one the server knows; else by name. */
const sortOf = (text: string | null): VendorLocationSort => SUBSCRIPTION_SORTS.find((s) => s === text) ?? 'name';

/**
 * /superadmin: the Vendor Locations Dashboard. The stat cards and the table come from one call
 * (GET /billing/subs, paged by the server); each row's Add opens Update Location Information, and
 * each row opens to its payments.
 */
export default function SuperadminPage({ reload = reloadPage }: { reload?: () => void }) {
  const { message } = App.useApp();
  // The page shown is in the address (?page=&pageSize=&search=&sort=), so the reload after a payment stays on it.
  const [params, setParams] = useSearchParams();
  const page = { page: positive(params.get('page')) ?? 1, pageSize: positive(params.get('pageSize')) ?? 20 };
  const search = params.get('search')?.slice(0, 100) || undefined;
  const sort = sortOf(params.get('sort'));
  const view = { ...page, ...(search && { search }), ...(sort !== 'name' && { sort }) };
  const setView = (next: Partial<{ page: number; pageSize: number; search: string; sort: VendorLocationSort }>) => {
    const merged: Record<string, string> = { page: String(page.page), pageSize: String(page.pageSize), search: search ?? '', sort };
    for (const [k, v] of Object.entries(next)) merged[k] = String(v);
    // Left out of the address when they are the defaults.
    setParams(Object.fromEntries(Object.entries(merged).filter(([k, v]) => v !== '' && !(k === 'sort' && v === 'name'))), {
      replace: true,
    });
  };
  // Searched as it is typed (as /members and My Locations are), once the typing pauses.
  const [typed, setTyped] = useState(search ?? '');
  const settled = useDebounced(typed.trim(), 300);
  useEffect(() => {
    if (settled !== (search ?? '')) setView({ search: settled, page: 1 });
    // Only a new search moves the view; the address changing by itself (Back) leaves the box as typed.
  }, [settled]);
  const { data, isLoading, isFetching, isError } = useGetSubscriptionsQuery(view);
  // A link (or Back) to a page past the last of its matches: the first page instead of an empty table.
  useEffect(() => {
    if (data && data.data.length === 0 && (data.total ?? 0) > 0 && page.page > 1) setView({ page: 1 });
  }, [data, page.page]);
  const [record, { isLoading: sending }] = useRecordSubscriptionPaymentMutation();
  const [editing, setEditing] = useState<VendorLocation | null>(null);
  const { error, refuse, send } = useSubmission();
  // A row's subscription (Edit): saved in place, its row and the cards refetched (no reload: beyond the spec).
  const [upsert, { isLoading: saving }] = useUpsertSubscriptionMutation();
  const [editingSub, setEditingSub] = useState<VendorLocation | null>(null);
  const subscription = useSubmission();
  const closeSub = () => {
    subscription.refuse('');
    setEditingSub(null);
  };
  const onSave = (body: SubscriptionChange) =>
    subscription.send(
      async () => {
        await upsert({ body }).unwrap();
        void message.success(T.subscriptionSaved(editingSub?.name ?? ''));
        closeSub();
      },
      (err) => {
        const field = refusedField(err);
        return field === 'revenuePerMonth' ? T.priceInvalid : serverMessage(err, MANAGEMENT_MESSAGES.paymentUpdateFailed);
      },
    );
  // The row names its location but not its time zone, which the Last Pay Date's "today" needs.
  const lot = useGetLocationByIdQuery({ id: editing?.locationId ?? '' }, { skip: !editing?.locationId });

  const close = () => {
    refuse('');
    setEditing(null);
  };
  const onSend = (body: PaymentUpdate) =>
    send(
      async () => {
        const res = await record({ body }).unwrap();
        // The same payment sent again within a minute (a double click, a retry): nothing was added, and the dialog says so.
        if (res.data.repeated) return refuse(T.paymentRepeated);
        // SPEC section 4: "the modal closes and the page reloads": a real reload, so every figure on
        // the page (the row, the cards, an open ledger) is read afresh.
        void message.success(T.paymentRecorded(editing?.name ?? ''));
        close();
        reload();
      },
      // SPEC 8's sentence; when the server named the field it refused, what is wrong with it too (retrying cannot help).
      (err) => {
        const field = refusedField(err);
        const label = field ? FIELD_LABELS[field] : undefined;
        if (!field || !label) return MANAGEMENT_MESSAGES.paymentUpdateFailed;
        return `${MANAGEMENT_MESSAGES.paymentUpdateFailed} ${label} ${serverMessage(err, '').slice(field.length + 2)}.`;
      },
    );

  const loadFailed = isError && !data;
  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} />
      <StatCards stats={data?.stats} loading={isLoading || (loadFailed && isFetching)} />
      <Input.Search
        size="large"
        allowClear
        value={typed}
        maxLength={100}
        aria-label={T.searchLocations}
        placeholder={T.searchLocations}
        style={{ maxWidth: 420, marginBottom: 12 }}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={(text) => setTyped(text)}
      />
      <VendorLocationsTable
        locations={data?.data ?? []}
        total={data?.total ?? data?.data.length ?? 0}
        {...page}
        sort={sort}
        onSort={(next) => setView({ sort: next, page: 1 })}
        search={search}
        loading={isFetching}
        error={loadFailed ? MANAGEMENT_MESSAGES.superadminLoadFailed : null}
        onPage={setView}
        onAdd={(l) => {
          refuse('');
          setEditing(l);
        }}
        onEdit={(l) => {
          subscription.refuse('');
          setEditingSub(l);
        }}
        renderPayments={(l) => <PaymentLedger location={l} />}
      />
      <SubscriptionDialog
        location={editingSub}
        sending={saving}
        error={subscription.error}
        onSave={(b) => void onSave(b)}
        onRefuse={subscription.refuse}
        onClose={closeSub}
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
