import { Select } from 'antd';
import { MANAGEMENT_MESSAGES, MANAGEMENT_TEXT as T } from '../../../shared/messages';
import { locationOption } from '../locations';

export interface PickableLocation {
  _id: string;
  name: string;
  /** An inactive lot is named so in the picker. */
  archieved?: boolean;
}

export interface LocationPickerProps {
  locations: readonly PickableLocation[];
  loading?: boolean;
  value?: string;
  onChange: (locationId: string) => void;
  /** What the empty dropdown says (Choose a location). */
  placeholder?: string;
}

/** SPEC 2 "/management": the Location dropdown of every location (odogwu), searchable by name. */
export function LocationPicker({ locations, loading, value, onChange, placeholder = T.locationPlaceholder }: LocationPickerProps) {
  return (
    <label style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 6, maxWidth: 480 }}>
      <span style={{ fontWeight: 600 }}>{T.location}</span>
      <Select
        size="large"
        aria-label={T.location}
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        notFoundContent={loading ? undefined : MANAGEMENT_MESSAGES.noManagedLocations}
        options={locations.map(locationOption)}
      />
    </label>
  );
}
