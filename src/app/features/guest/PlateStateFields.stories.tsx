import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { GUEST_TEXT } from '../../../shared/messages/guests';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { PlateStateFields, type PlateStateFieldsProps } from './PlateStateFields';

/** Plate and state live in the story, as the guest forms keep them, so typing shows the upper-casing. */
function Controlled(props: PlateStateFieldsProps) {
  const [plate, setPlate] = useState(props.plate);
  const [state, setState] = useState(props.state);
  return (
    <PlateStateFields
      {...props}
      plate={plate}
      state={state}
      onPlate={(next) => {
        setPlate(next);
        props.onPlate(next);
      }}
      onState={(next) => {
        setState(next);
        props.onState(next);
      }}
    />
  );
}

const meta = {
  title: 'Guest/PlateStateFields',
  component: Controlled,
  decorators: [inPublicLayout, withProviders()],
  args: {
    id: 'story',
    plateLabel: GUEST_TEXT.licensePlate,
    stateLabel: GUEST_TEXT.licenseState,
    plate: '',
    state: '',
    onPlate: fn(),
    onState: fn(),
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The guest registration page, nothing typed. */
export const Empty: Story = {};
/** The guest registration page, filled in. */
export const Filled: Story = { args: { plate: 'ABC1234', state: 'IL' } };
/** The longest plate (8 characters) still fits beside the state. */
export const LongestPlate: Story = { args: { plate: 'GRTLAKES', state: 'MI' } };
/** The member code page's longer labels: the inputs stay on one line. */
export const MemberLabels: Story = {
  args: { id: 'member', plateLabel: GUEST_TEXT.memberPlate, stateLabel: GUEST_TEXT.memberState, plate: '8TRK123', state: 'CA' },
};
