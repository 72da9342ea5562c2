import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CustomerQrDialog } from './CustomerQrDialog';

const meta = {
  title: 'Valet/CustomerQrDialog',
  component: CustomerQrDialog,
  args: { open: true, onClose: fn(), ticketNumber: '101', link: 'https://parking.example/valet/review?pn=5551234567' },
} satisfies Meta<typeof CustomerQrDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The customer page of the ticket's phone number as a QR code, with Print. */
export const Open: Story = {};
