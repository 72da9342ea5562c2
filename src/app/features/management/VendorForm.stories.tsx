import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { MANAGEMENT_MESSAGES, MANAGEMENT_TEXT as T } from '../../../shared/messages';
import { manyPlates, SAMPLE_PLATES, SAMPLE_TIME_ZONE } from './samples';
import { VendorForm } from './VendorForm';

const meta = {
  title: 'Management/VendorForm',
  component: VendorForm,
  args: { submitLabel: T.addVendor, onSubmit: fn(), timeZone: SAMPLE_TIME_ZONE },
} satisfies Meta<typeof VendorForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const editing = { name: 'Bright Smile Dental', code: 'BRIGHT42', expirationDate: '2027-03-13T04:59:59.999Z', plates: SAMPLE_PLATES };

export const Empty: Story = {};
export const Editing: Story = { args: { submitLabel: T.updateVendor, initial: editing } };
export const FiveThousandPlates: Story = { args: { submitLabel: T.updateVendor, initial: { ...editing, plates: manyPlates(5000) } } };
export const Submitting: Story = { args: { submitLabel: T.updateVendor, initial: editing, sending: true } };
export const WithError: Story = { args: { error: MANAGEMENT_MESSAGES.vendorAddFailed } };
