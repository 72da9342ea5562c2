import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import {
  alreadyBookedHere,
  bookingClosedNow,
  fewerHoursToBook,
  noMoreHoursBeforeClose,
  PARKING_TEXT,
  tooLateToBook,
} from '../../../shared/messages';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_ZONE } from './samples';
import { SessionInfoStep, type SessionInfoStepProps, type SessionInfoValue } from './SessionInfoStep';

function Controlled(props: Omit<SessionInfoStepProps, 'onChange' | 'onNext'>) {
  const [value, setValue] = useState<SessionInfoValue>(props.value);
  return <SessionInfoStep {...props} value={value} onChange={setValue} onNext={() => undefined} />;
}

const meta = {
  title: 'Booking/SessionInfoStep',
  component: Controlled,
  decorators: [withProviders({ path: '/locations/loc-1/zones/zone-1' })],
  args: { zone: SAMPLE_ZONE, value: { hours: 1, vehicles: [{ key: 1, plate: '', state: '' }] } },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const TwoVehicles: Story = {
  args: {
    value: {
      hours: 3,
      vehicles: [
        { key: 1, plate: 'ABC1234', state: 'TX', info: { make: 'Toyota', model: 'Camry', year: '2020', body: 'Sedan' } },
        { key: 2, plate: 'XYZ987', state: 'TX', info: 'failed' },
      ],
    },
  },
};
export const Daily: Story = { args: { zone: { ...SAMPLE_ZONE, isHourly: false, price: 25 } } };
export const ServerError: Story = { args: { error: 'Looks like something went wrong, please try again' } };
/** The zone is not open when a booking made now would start: Continue is off, and says why beside it. */
export const OutsideOpenHours: Story = {
  args: {
    hoursNotice:
      'Parking is not allowed at 11:40 PM. This zone is open from 6:00 AM to 11:00 PM (Central Time). Please come back during open hours.',
    blockedReason: bookingClosedNow('06:00'),
    noBookingFits: true,
  },
};
/** 10:16 PM, open until 11:00 PM: open, but even one hour would end after closing. Continue is off, and says why beside it. */
export const TooLateToBook: Story = {
  args: {
    value: { hours: 1, vehicles: [{ key: 1, plate: 'ABC1234', state: 'TX' }] },
    hoursNotice:
      'This zone closes at 11:00 PM: a booking made now, for the shortest time of one hour, would end at 11:26 PM. This zone is open from 6:00 AM to 11:00 PM (Central Time). Please come back during open hours.',
    blockedReason: tooLateToBook('23:00'),
    noBookingFits: true,
  },
};
/** One hour fits, one more would not: + stops, and says why under the field. */
export const NoMoreHours: Story = {
  args: { moreHoursBlockedFrom: 2, moreHoursNote: noMoreHoursBeforeClose('23:00') },
};
/** A car this device already booked in this zone, typed again (the lot's QR code scanned a second time). */
export const AlreadyBookedHere: Story = {
  args: {
    value: { hours: 1, vehicles: [{ key: 1, plate: 'ABC1234', state: 'TX' }] },
    bookedNotice: alreadyBookedHere([{ car: 'ABC1234 TX', until: 'Nov 27, 5:10 PM' }]),
  },
};
/** Part hours are kept as typed and priced to the minute (1 h 30 min). */
export const PartHours: Story = { args: { value: { hours: 1.5, vehicles: [{ key: 1, plate: 'ABC1234', state: 'TX' }] } } };
/** The field emptied and Continue pressed: it asks for the hours, nothing is priced or sent. */
export const HoursMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(PARKING_TEXT.hours));
    await userEvent.click(canvas.getByRole('button', { name: PARKING_TEXT.continueToPayment }));
  },
};
/** More than the maximum typed: kept as typed, the limit said, nothing priced. */
export const HoursOverLimit: Story = {
  play: async ({ canvasElement }) => {
    const hours = within(canvasElement).getByLabelText(PARKING_TEXT.hours);
    await userEvent.clear(hours);
    await userEvent.type(hours, '25');
  },
};
/** The hours chosen run past closing: the notice says so, + offers no more and Continue is off until fewer are chosen. */
export const PastClosing: Story = {
  args: {
    value: { hours: 2, vehicles: [{ key: 1, plate: '', state: '' }] },
    hoursNotice:
      'Your session would end at 11:10 PM, after this zone closes at 11:00 PM. This zone is open from 6:00 AM to 11:00 PM (Central Time). Please choose fewer hours.',
    blockedReason: fewerHoursToBook('23:00'),
  },
};
