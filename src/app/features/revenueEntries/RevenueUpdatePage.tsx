import { Alert, Button, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { LIMITS } from '../../../shared/limits';
import { REVENUE_ENTRY_TEXT } from '../../../shared/messages';
import { formatUsd, parseDollarInput, toCents, toDollars } from '../../../shared/money';
import { useUpdateLotRevenueMutation } from '../../api/enhanced/billing';
import { PageHeader } from '../../components/PageTitle';
import { ScreenForm } from '../../components/ScreenForm';
import { useSubmission } from '../../components/useSubmission';
import { useManagedLocations } from '../locations';
import { locationOption } from '../locations';

interface Values {
  locationId?: string;
  lotName?: string;
  lotRevenue?: string;
  date?: string;
  note?: string;
}

/**
 * /revenue/update: revenue taken outside the app (cash at the gate, a correction) recorded for a lot.
 * Each entry is kept (the server never overwrites one) and counts in the lot's month and totals.
 */
export default function RevenueUpdatePage() {
  const { locations, isLoading: loadingLocations } = useManagedLocations();
  const [update, { isLoading: sending }] = useUpdateLotRevenueMutation();
  const { error, refuse, send } = useSubmission();
  const [saved, setSaved] = useState<string | null>(null);
  const [repeated, setRepeated] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const locationId = Form.useWatch('locationId', form);
  const chosen = locations.find((l) => l._id === locationId);

  // The lot name starts as the lot's own (or its location name) when a location is picked.
  useEffect(() => {
    if (chosen) form.setFieldValue('lotName', chosen.lotName ?? chosen.name);
  }, [chosen, form]);

  const onFinish = async (values: Values) => {
    setSaved(null);
    setRepeated(null);
    const typed = (values.lotRevenue ?? '').trim();
    const cents = parseDollarInput(typed);
    if (!values.locationId) return refuse(REVENUE_ENTRY_TEXT.pickLocation);
    if (/^\d+(\.\d+)?$/.test(typed) && Number(typed) * 100 > LIMITS.lotRevenueEntryMaxCents)
      return refuse(REVENUE_ENTRY_TEXT.amountTooLarge);
    if (cents === null || cents <= 0) return refuse(REVENUE_ENTRY_TEXT.amountInvalid);
    const amount = toDollars(cents);
    const lotName = values.lotName?.trim() || undefined;
    await send(async () => {
      const res = await update({
        body: {
          locationId: values.locationId!,
          lotRevenue: amount,
          lotName,
          note: values.note?.trim() || undefined,
          date: values.date || undefined,
        },
      }).unwrap();
      const lot = res.data.location;
      if (res.data.repeated) {
        // Nothing was added: the form keeps the entry, for a note that tells a second payment apart.
        setRepeated(REVENUE_ENTRY_TEXT.repeated(formatUsd(cents), lot.lotName ?? lot.name, Boolean(values.note?.trim())));
        return;
      }
      setSaved(REVENUE_ENTRY_TEXT.saved(formatUsd(cents), lot.lotName ?? lot.name, formatUsd(toCents(lot.lotRevenue ?? 0))));
      form.setFieldsValue({ lotRevenue: '', note: '', date: '' });
    });
  };

  return (
    <div style={{ maxWidth: 560 }}>
      <PageHeader title={REVENUE_ENTRY_TEXT.title} subtitle={REVENUE_ENTRY_TEXT.subtitle} />
      {saved && <Alert type="success" showIcon title={saved} role="status" style={{ marginBottom: 16 }} />}
      {repeated && <Alert type="warning" showIcon title={repeated} role="alert" style={{ marginBottom: 16 }} />}
      <ScreenForm<Values> form={form} error={error} onFinish={onFinish} disabled={sending}>
        <Form.Item label={REVENUE_ENTRY_TEXT.location} name="locationId">
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={REVENUE_ENTRY_TEXT.locationPlaceholder}
            options={locations.map(locationOption)}
            loading={loadingLocations}
          />
        </Form.Item>
        <Form.Item label={REVENUE_ENTRY_TEXT.lotName} name="lotName">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={REVENUE_ENTRY_TEXT.lotRevenue} name="lotRevenue">
          <Input inputMode="decimal" prefix="$" maxLength={10} />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 12 }}>
          <Form.Item label={REVENUE_ENTRY_TEXT.date} name="date" extra={REVENUE_ENTRY_TEXT.dateHint}>
            <Input type="date" />
          </Form.Item>
          <Form.Item label={REVENUE_ENTRY_TEXT.note} name="note">
            <Input maxLength={300} />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" block loading={sending}>
          {REVENUE_ENTRY_TEXT.submit}
        </Button>
      </ScreenForm>
    </div>
  );
}
