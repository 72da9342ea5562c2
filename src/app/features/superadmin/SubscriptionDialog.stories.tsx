import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SUPERADMIN_TEXT } from '../../../shared/messages';
import { SubscriptionDialog } from './SubscriptionDialog';
import { SAMPLE_VENDOR_LOCATIONS } from './samples';

const meta = {
  title: 'Superadmin/SubscriptionDialog',
  component: SubscriptionDialog,
  args: { location: SAMPLE_VENDOR_LOCATIONS[0]!, sending: false, error: null, onSave: fn(), onRefuse: fn(), onClose: fn() },
} satisfies Meta<typeof SubscriptionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** An inactive location without a description. */
export const Inactive: Story = { args: { location: { ...SAMPLE_VENDOR_LOCATIONS[1]!, isActive: false } } };
export const Saving: Story = { args: { sending: true } };
export const Refused: Story = { args: { error: SUPERADMIN_TEXT.priceInvalid } };
export const Closed: Story = { args: { location: null } };
