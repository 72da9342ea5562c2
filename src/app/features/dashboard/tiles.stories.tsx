import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { AccessSubject } from '../../../shared/access';
import { CardGrid } from '../../components/CardGrid';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import { DashboardTile } from './DashboardTile';
import { TILES, tilesFor, type Tile } from './tiles';

/** The tiles as DashboardPage lays them out: `subject`'s (tilesFor), or the given list. */
function Tiles({ subject, tiles }: { subject?: AccessSubject | null; tiles?: readonly Tile[] }) {
  return (
    <CardGrid minWidth={260} gap={16}>
      {(tiles ?? tilesFor(subject)).map((t) => (
        <DashboardTile key={t.key} title={t.title} hint={t.hint} path={t.path} icon={t.icon} />
      ))}
    </CardGrid>
  );
}

const meta = {
  title: 'Dashboard/Tiles',
  component: Tiles,
  decorators: [withProviders({ path: '/dashboard' })],
} satisfies Meta<typeof Tiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every tile of SPEC section 2 (TILES), whatever the role. */
export const All: Story = { args: { tiles: TILES } };
export const Customer: Story = { args: { subject: SAMPLE_USERS.customer } };
export const Vendor: Story = { args: { subject: SAMPLE_USERS.vendor } };
export const Odogwu: Story = { args: { subject: SAMPLE_USERS.odogwu } };
/** odogwu whose email is a superadmin's: the Superadmin tile too. */
export const Superadmin: Story = { args: { subject: SAMPLE_USERS.superadmin } };
export const Enforcer: Story = { args: { subject: SAMPLE_USERS.enforcer } };
export const Valet: Story = { args: { subject: SAMPLE_USERS.valet } };
/** The legacy admin role, or nobody signed in: no tiles. */
export const NoTiles: Story = { args: { subject: SAMPLE_USERS.admin } };
/** One column on a phone. */
export const CustomerPhone: Story = { args: { subject: SAMPLE_USERS.customer }, globals: { viewport: { value: 'phone' } } };
