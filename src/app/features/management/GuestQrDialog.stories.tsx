import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { GuestQrDialog } from './GuestQrDialog';

const meta = {
  title: 'Management/GuestQrDialog',
  component: GuestQrDialog,
  args: {
    open: true,
    onClose: fn(),
    locationName: 'Midtown Garage',
    link: 'https://parking.example/locations/3f1c2a4e-8b7d-4c21-9e0f-1a2b3c4d5e6f/guest',
  },
} satisfies Meta<typeof GuestQrDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The QR of the guest link, the lot's name and the link written out: Print sends this alone to the printer. */
export const Open: Story = {};
/** A long lot name and link wrap inside the dialog. */
export const LongName: Story = {
  args: {
    locationName: 'Saint Mary of the Angels Parish Hall and School Parking Lot',
    link: `https://parking.example/locations/${'a'.repeat(36)}/guest`,
  },
};
