import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { OWNER_CONSOLE_TEXT as T } from '../../../shared/messages';
import { LocationSelect, type LocationSelectProps, type PickableLocation } from './LocationSelect';
import { SAMPLE_LOTS } from './samples';

/** The picked lot lives in the story, as the owner forms' Form.Item keeps it, so picking shows it. */
function Controlled(props: LocationSelectProps) {
  const [value, setValue] = useState(props.value);
  const onChange = (next: string | undefined) => {
    setValue(next);
    props.onChange?.(next);
  };
  return (
    <div style={{ maxWidth: 360 }}>
      <LocationSelect {...props} value={value} onChange={onChange} />
    </div>
  );
}

/** odogwu picks among every owner's lots: enough of them that searching by name helps. */
const ALL_LOTS: PickableLocation[] = [
  ...SAMPLE_LOTS,
  { _id: 'loc-3', name: 'Peachtree Center Deck', timeZone: 'America/New_York' },
  { _id: 'loc-4', name: 'Grace Church Lot', timeZone: 'America/Chicago' },
  { _id: 'loc-5', name: 'Union Station Garage', timeZone: 'America/Chicago' },
  { _id: 'loc-6', name: 'Pike Place Surface Lot', timeZone: 'America/Los_Angeles' },
  { _id: 'loc-7', name: 'Larimer Square Parking', timeZone: 'America/Denver' },
  { _id: 'loc-8', name: 'South Congress Lot', timeZone: 'America/Chicago' },
];

const meta = {
  title: 'Owners/LocationSelect',
  component: Controlled,
  args: { id: 'location', locations: SAMPLE_LOTS, onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: the placeholder (codes and events forms). */
export const Empty: Story = {};
/** A lot picked. */
export const Chosen: Story = { args: { value: 'loc-1' } };
/** The members form: may be cleared back to "Every location". */
export const EveryLocation: Story = { args: { allowClear: true, placeholder: T.everyLocation } };
/** The members form with a lot picked: the clear button on hover. */
export const ChosenClearable: Story = { args: { value: 'loc-2', allowClear: true, placeholder: T.everyLocation } };
/** odogwu: every owner's lots, searchable by name. */
export const AllLots: Story = { args: { locations: ALL_LOTS, value: 'loc-5' } };
/** The owner's locations are still being fetched. */
export const Loading: Story = { args: { locations: [], loading: true } };
/** An owner without locations: the list is empty. */
export const NoLocations: Story = { args: { locations: [] } };
/** A lot its owner turned off is named "(Inactive)", as its card says: drivers cannot book it. */
export const InactiveLot: Story = {
  args: { locations: [...SAMPLE_LOTS, { _id: 'loc-9', name: 'Seaport Surface Lot', archieved: true }], value: 'loc-9' },
};
