import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { PARKING_MESSAGES } from '../../shared/messages';
import { PlateInput, type PlateInputProps, type PlateValue } from './PlateInput';

function Controlled(props: Omit<PlateInputProps, 'onChange'>) {
  const [value, setValue] = useState<PlateValue>(props.value);
  return <PlateInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/PlateInput',
  component: Controlled,
  args: { id: 'story', value: { plate: '', state: '' } },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: { plate: 'ABC1234', state: 'TX' } } };
export const Errors: Story = { args: { plateError: PARKING_MESSAGES.plateRequired, stateError: PARKING_MESSAGES.stateRequired } };
