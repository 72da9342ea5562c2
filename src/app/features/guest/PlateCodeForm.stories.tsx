import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { GUESTS_MESSAGES } from '../../../shared/messages/guests';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import { PlateCodeForm } from './PlateCodeForm';

const noop = () => {};

const meta = {
  title: 'Guest/PlateCodeForm',
  component: PlateCodeForm,
  decorators: [inPublicLayout, withProviders()],
  args: {
    id: 'story',
    label: 'Plate and code',
    labels: { plate: 'License Plate', state: 'State', code: 'Code', submit: 'Send' },
    values: { plate: '', state: '', code: '' },
    onChange: noop,
    error: null,
    busy: false,
    onSubmit: noop,
  },
} satisfies Meta<typeof PlateCodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { values: { plate: 'ABC123', state: 'IL', code: 'DENTAL42' } } };
export const Sending: Story = { args: { values: { plate: 'ABC123', state: 'IL', code: 'DENTAL42' }, busy: true } };
export const Refused: Story = { args: { values: { plate: 'ABC123', state: 'IL', code: 'WRONG' }, error: GUESTS_MESSAGES.guestFailed } };
