import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { MANAGEMENT_MESSAGES, SUPERADMIN_TEXT as T } from '../../../shared/messages';
import { useGetSubscriptionPaymentsQuery, type SubscriptionPayment, type VendorLocation } from '../../api/enhanced/subscriptions';
import { downloadText } from '../../components/downloadText';
import { localDateTime } from '../../../shared/dates';
import { DEFAULTS } from '../../../shared/limits';
import { TOKENS } from '../../themeTokens';
import { day, usd } from './format';
import { paymentsCsv, paymentsFileName } from './paymentsCsv';

export interface PaymentLedgerViewProps {
  locationName: string;
  payments: readonly SubscriptionPayment[];
  loading?: boolean;
  error?: string | null;
  /** The location's time zone: its pay dates and recording times are shown in it. */
  timeZone?: string;
}

/** Every payment recorded for one location (rows are never overwritten), newest first, with Export CSV. */
export function PaymentLedgerView({ locationName, payments, loading = false, error = null, timeZone }: PaymentLedgerViewProps) {
  const zone = timeZone || DEFAULTS.timeZone;
  const columns: TableColumnsType<SubscriptionPayment> = [
    { title: T.payDate, dataIndex: 'lastPayDate', key: 'payDate', render: (at: string) => day(at, zone) },
    { title: T.amount, dataIndex: 'amount', key: 'amount', align: 'right', render: (v: number) => usd(v) },
    { title: T.paymentOwed, dataIndex: 'paymentOwed', key: 'paymentOwed', align: 'right', render: (v: number) => usd(v) },
    {
      title: T.description,
      dataIndex: 'description',
      key: 'description',
      responsive: ['md'],
      render: (d: string | null) => d || <span style={{ color: TOKENS.colorTextSecondary }}>{MANAGEMENT_MESSAGES.noDescription}</span>,
    },
    {
      title: T.recordedBy,
      key: 'recordedBy',
      responsive: ['sm'],
      render: (_v, p) => (
        <>
          <div>{p.recordedBy?.name ?? T.unknownRecorder}</div>
          <div style={{ color: TOKENS.colorTextSecondary, fontSize: 12 }}>{localDateTime(p.recordedAt, zone)}</div>
        </>
      ),
    },
  ];
  return (
    <section aria-label={`${T.paymentsTitle}: ${locationName}`} style={{ padding: '4px 0' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <strong>{T.paymentsTitle}</strong>
        <Button
          icon={<DownloadOutlined />}
          size="small"
          disabled={loading || payments.length === 0}
          onClick={() => downloadText(paymentsFileName(locationName), paymentsCsv(payments, zone))}
        >
          {T.exportCsv}
        </Button>
      </div>
      {error ? (
        <Alert type="error" showIcon title={error} role="alert" />
      ) : (
        <Table<SubscriptionPayment>
          // Wider than a 320 px screen (a phone at 200% zoom): it scrolls in its own box, not the page.
          scroll={{ x: true }}
          rowKey="_id"
          size="small"
          columns={columns}
          dataSource={payments as SubscriptionPayment[]}
          loading={loading}
          locale={{ emptyText: T.noPayments }}
          pagination={payments.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
        />
      )}
    </section>
  );
}

/** The ledger of one row of the table, loaded when the row is opened. */
export function PaymentLedger({ location }: { location: VendorLocation }) {
  const { data, isLoading, isError } = useGetSubscriptionPaymentsQuery({ locationId: location._id });
  return (
    <PaymentLedgerView
      locationName={location.name}
      timeZone={location.timeZone}
      payments={data?.data.payments ?? []}
      loading={isLoading}
      error={isError && !data ? T.paymentsLoadFailed : null}
    />
  );
}
