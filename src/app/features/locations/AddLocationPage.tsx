import { AutoComplete, Button, Form, Input, Select } from 'antd';
import { useSubmission } from '../../components/useSubmission';
import { ScreenForm } from '../../components/ScreenForm';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULTS } from '../../../shared/limits';
import { PARKING_MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { LOCATION_PHONE } from '../../../shared/phone';
import { useCreateLocationMutation, useGetLocationsSuggestQuery } from '../../api/enhanced/locations';
import { useDebounced } from './useDebounced';
import { PageTitle } from '../../components/PageTitle';
import { TOKENS } from '../../themeTokens';
import { timeZoneOptions } from './timeZoneOptions';

interface Place {
  place_id: string;
  description: string;
  latitude: number;
  longitude: number;
}

interface Values {
  name?: string;
  phoneNumber?: string;
  /** Left empty: the server takes the address's zone. */
  timeZone?: string;
}

/** /locations/add: name, phone and an address chosen from suggestions that carry its coordinates. */
export default function AddLocationPage() {
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateLocationMutation();
  const [addressText, setAddressText] = useState('');
  const [place, setPlace] = useState<Place | null>(null);
  const { error, refuse, send } = useSubmission();
  const q = useDebounced(addressText.trim(), DEFAULTS.addressDebounceMs);
  const { data } = useGetLocationsSuggestQuery({ q }, { skip: q.length < 3 || place?.description === addressText });
  const suggestions: Place[] = data?.data.suggestions ?? [];

  const onFinish = async (values: Values) => {
    const name = (values.name ?? '').trim();
    // Says what is missing: both, the name alone, or the address alone (the name alone was told to choose an address).
    if (!name && !place) return refuse(PARKING_TEXT.nameAndAddressRequired);
    if (!name) return refuse(PARKING_TEXT.nameRequired);
    if (!place) return refuse(PARKING_TEXT.addressRequired);
    // SPEC section 8: add location failures show the error message text.
    await send(async () => {
      await create({
        body: {
          name,
          ...(values.phoneNumber?.trim() ? { phoneNumber: values.phoneNumber.trim() } : {}),
          address: place.description,
          place_id: place.place_id,
          location_point: { type: 'Point', coordinates: [place.longitude, place.latitude] },
          ...(values.timeZone ? { timeZone: values.timeZone } : {}),
        },
      }).unwrap();
      navigate('/locations-vendor');
    });
  };

  return (
    <div style={{ maxWidth: 560 }}>
      <PageTitle bottom="0.67em">{PARKING_TEXT.newLocationTitle}</PageTitle>
      <ScreenForm<Values> error={error} onFinish={onFinish} disabled={isLoading}>
        <Form.Item label={PARKING_TEXT.locationName} name="name">
          <Input maxLength={100} autoComplete="organization" />
        </Form.Item>
        <Form.Item
          label={PARKING_TEXT.phoneNumber}
          name="phoneNumber"
          rules={[{ pattern: LOCATION_PHONE, message: PARKING_MESSAGES.phoneInvalid }]}
        >
          <Input type="tel" inputMode="tel" maxLength={30} autoComplete="tel" />
        </Form.Item>
        <Form.Item label={PARKING_TEXT.address} htmlFor="location-address">
          <AutoComplete
            id="location-address"
            value={addressText}
            placeholder={PARKING_TEXT.addressPlaceholder}
            options={suggestions.map((s) => ({ value: s.place_id, label: s.description }))}
            onSearch={(text) => {
              setAddressText(text);
              setPlace(null);
            }}
            onSelect={(value: string) => {
              const picked = suggestions.find((s) => s.place_id === value) ?? null;
              setPlace(picked);
              setAddressText(picked?.description ?? '');
            }}
          />
        </Form.Item>
        {place && (
          <p
            style={{ marginTop: -12, color: TOKENS.colorTextSecondary, fontSize: 14 }}
          >{`${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`}</p>
        )}
        <Form.Item label={PARKING_TEXT.timeZone} name="timeZone" extra={PARKING_TEXT.timeZoneHelp}>
          <Select
            allowClear
            showSearch
            placeholder={PARKING_TEXT.timeZoneFromAddress}
            options={timeZoneOptions()}
            optionFilterProp="label"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {PARKING_TEXT.addLocation}
        </Button>
      </ScreenForm>
    </div>
  );
}
