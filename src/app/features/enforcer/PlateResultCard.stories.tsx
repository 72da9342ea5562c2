import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PlateResultCard } from './PlateResultCard';
import { SAMPLE_LOCATION, SAMPLE_NOW, SAMPLE_RESULTS } from './samples';

const meta = {
  title: 'Enforcer/PlateResultCard',
  component: PlateResultCard,
  args: { result: SAMPLE_RESULTS.valid, plate: 'ABC123', location: SAMPLE_LOCATION, now: SAMPLE_NOW },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PlateResultCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid hourly booking: start and end, Valid. */
export const Valid: Story = {};
/** A daily session: Started, Valid. */
export const ValidDaily: Story = { args: { result: SAMPLE_RESULTS.daily } };
export const Expired: Story = { args: { result: SAMPLE_RESULTS.expired } };
export const InGrace: Story = { args: { result: SAMPLE_RESULTS.grace } };
/** Ended early before it began: Ended early at the stop, and what was given back. */
export const EndedEarly: Story = { args: { result: SAMPLE_RESULTS.endedEarly } };
/** A guest validation: no zone (CODE), nothing paid. */
export const GuestValidated: Story = { args: { result: SAMPLE_RESULTS.guest, plate: 'GST42' } };
/** A membership or a vendor list: no session, so no zone row. */
export const Member: Story = { args: { result: SAMPLE_RESULTS.member, plate: 'MEMB1' } };
export const VendorList: Story = { args: { result: SAMPLE_RESULTS.vendor, plate: 'VEND1' } };
export const NotFound: Story = { args: { result: SAMPLE_RESULTS.notFound, plate: 'NOBODY1' } };
/** The plate's parking changed after this answer and asking again failed: shown, marked as not current. */
export const NotCurrent: Story = { args: { stale: true } };
/** Not found, but a plate that may park here reads like it (O for 0): offered to check instead. */
export const DidYouMean: Story = {
  args: { result: { ...SAMPLE_RESULTS.notFound, similar: ['MAN0123'] }, plate: 'MANO123', onPickSimilar: () => {} },
};
