import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { OWNER_CONSOLE_TEXT } from '../../../shared/messages';
import { locationOption } from '../locations';

/** A location an owner can pick: its id, name and the zone its dates are shown in. */
export interface PickableLocation {
  _id: string;
  name: string;
  /** An inactive lot is named so in the picker. */
  archieved?: boolean;
  timeZone?: string;
}

export interface LocationSelectProps {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  locations: readonly PickableLocation[];
  loading?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  /** For a picker without a visible label of its own (a list's filter). */
  'aria-label'?: string;
  size?: 'large';
  style?: CSSProperties;
}

/** The owner's locations as an antd Select, searchable by name (odogwu picks among all). */
export function LocationSelect({ locations, loading, allowClear, placeholder, ...field }: LocationSelectProps) {
  return (
    <Select
      {...field}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      loading={loading}
      placeholder={placeholder ?? OWNER_CONSOLE_TEXT.locationPlaceholder}
      options={locations.map(locationOption)}
    />
  );
}

/** A day picked in a DatePicker as the calendar day the API reads in the lot's own zone. */
export const calendarDay = (d: { format: (f: string) => string }) => d.format('YYYY-MM-DD');

/**
 * The time zone a form's calendar marks today in: the picked location's, or, with none picked, the
 * one every location shares (none when they differ: the browser's today then).
 */
export function pickedTimeZone(locations: readonly PickableLocation[], locationId: string | undefined): string | undefined {
  const zones = new Set(
    locations.filter((l) => (locationId ? l._id === locationId : true)).flatMap((l) => (l.timeZone ? [l.timeZone] : [])),
  );
  return zones.size === 1 ? [...zones][0] : undefined;
}
