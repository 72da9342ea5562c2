import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PARKING_TEXT } from '../../shared/messages';
import { ParkingCountdown } from './ParkingCountdown';
import { PlainButton } from './PlainButton';

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const extend = <PlainButton variant="primary">{PARKING_TEXT.extend}</PlainButton>;

const meta = { title: 'Components/ParkingCountdown', component: ParkingCountdown } satisfies Meta<typeof ParkingCountdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = { args: { endTime: inMinutes(47), action: extend } };
export const EndingSoon: Story = { args: { endTime: inMinutes(12), action: extend } };
export const Ended: Story = { args: { endTime: inMinutes(-5), action: extend } };
