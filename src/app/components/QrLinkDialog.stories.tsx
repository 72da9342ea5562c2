import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { QrLinkDialog } from './QrLinkDialog';

const meta = {
  title: 'Components/QrLinkDialog',
  component: QrLinkDialog,
  args: {
    open: true,
    onClose: fn(),
    link: 'https://parking.example/valet/review?pn=5550100123',
    title: 'Customer link',
    hint: 'The customer scans this to see the ticket, pay and request the car.',
    heading: <h2 style={{ fontSize: 20, margin: '0 0 8px' }}>Ticket #4711</h2>,
    alt: 'QR code of the customer link for ticket 4711',
    labels: { close: 'Close', print: 'Print', failed: 'The QR code could not be drawn. The link below works the same.' },
  },
} satisfies Meta<typeof QrLinkDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code, its heading and the link written out: Print sends this card alone to the printer. */
export const Open: Story = {};
/** A long link wraps inside the dialog. */
export const LongLink: Story = { args: { link: `https://parking.example/locations/${'a'.repeat(36)}/guest` } };
