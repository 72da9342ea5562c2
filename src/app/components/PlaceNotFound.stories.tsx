import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { OWNERS_MESSAGES, PARKING_MESSAGES } from '../../shared/messages';
import { inPublicLayout, withProviders } from '../testing/decorators';
import { PlaceNotFound } from './PlaceNotFound';

const meta = {
  title: 'Components/PlaceNotFound',
  component: PlaceNotFound,
  decorators: [inPublicLayout, withProviders()],
  args: { title: OWNERS_MESSAGES.zoneNotFound },
} satisfies Meta<typeof PlaceNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member page of a zone that does not exist (or a malformed zone id). */
export const ZoneNotFound: Story = {};
/** The guest registration of a location that does not exist (or a malformed location id). */
export const LocationNotFound: Story = { args: { title: OWNERS_MESSAGES.locationNotFound } };
/** The booking page of a closed zone: a title and why. */
export const ZoneClosed: Story = { args: { title: PARKING_MESSAGES.zoneClosedTitle, body: PARKING_MESSAGES.zoneClosedBody } };
