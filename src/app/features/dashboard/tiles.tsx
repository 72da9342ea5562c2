import {
  AimOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CarOutlined,
  ClusterOutlined,
  CrownOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  IdcardOutlined,
  MailOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { can, menuFor, type AccessSubject, type Permission } from '../../../shared/access';
import { APP_TEXT } from '../../../shared/messages';

export interface Tile {
  key: string;
  title: string;
  hint: string;
  path: string;
  icon: ReactNode;
  permission: Permission;
}

/** Dashboard tiles per SPEC section 2, each shown to the users whose role grants its permission. */
export const TILES: readonly Tile[] = [
  {
    key: 'find',
    title: APP_TEXT.tileFindParking,
    hint: APP_TEXT.tileFindParkingHint,
    path: '/locations',
    icon: <AimOutlined />,
    permission: 'book',
  },
  {
    key: 'bookings',
    title: APP_TEXT.tileMyBookings,
    hint: APP_TEXT.tileMyBookingsHint,
    path: '/bookings',
    icon: <UnorderedListOutlined />,
    permission: 'book',
  },
  {
    key: 'help',
    title: APP_TEXT.tileNeedHelp,
    hint: APP_TEXT.tileNeedHelpHint,
    path: '/help',
    icon: <QuestionCircleOutlined />,
    permission: 'book',
  },
  {
    key: 'contact',
    title: APP_TEXT.tileContactUs,
    hint: APP_TEXT.tileContactUsHint,
    path: '/contact-us',
    icon: <MailOutlined />,
    permission: 'book',
  },
  {
    key: 'service',
    title: APP_TEXT.tileServiceLocations,
    hint: APP_TEXT.tileServiceLocationsHint,
    path: '/service/locations',
    icon: <SafetyOutlined />,
    permission: 'service',
  },
  {
    key: 'locations',
    title: APP_TEXT.tileLocations,
    hint: APP_TEXT.tileLocationsHint,
    path: '/locations-vendor',
    icon: <EnvironmentOutlined />,
    permission: 'manageLocations',
  },
  {
    key: 'codes',
    title: APP_TEXT.tileCodes,
    hint: APP_TEXT.tileCodesHint,
    path: '/codes',
    icon: <TagsOutlined />,
    permission: 'manageLocations',
  },
  {
    key: 'members',
    title: APP_TEXT.tileMemberships,
    hint: APP_TEXT.tileMembershipsHint,
    path: '/members',
    icon: <IdcardOutlined />,
    permission: 'manageLocations',
  },
  {
    key: 'events',
    title: APP_TEXT.tileEvents,
    hint: APP_TEXT.tileEventsHint,
    path: '/events',
    icon: <CalendarOutlined />,
    permission: 'manageLocations',
  },
  {
    key: 'team',
    title: APP_TEXT.tileTeam,
    hint: APP_TEXT.tileTeamHint,
    path: '/team',
    icon: <TeamOutlined />,
    permission: 'manageLocations',
  },
  {
    key: 'revenue',
    title: APP_TEXT.tileRevenue,
    hint: APP_TEXT.tileRevenueHint,
    path: '/revenues',
    icon: <BarChartOutlined />,
    permission: 'manageLocations',
  },
  // Not in SPEC's side menu, so reached from here: what each lot keeps, and money taken outside the app.
  {
    key: 'reports',
    title: APP_TEXT.tileReports,
    hint: APP_TEXT.tileReportsHint,
    path: '/reports',
    icon: <FileTextOutlined />,
    permission: 'manageLocations',
  },
  {
    key: 'revenueUpdate',
    title: APP_TEXT.tileRevenueUpdate,
    hint: APP_TEXT.tileRevenueUpdateHint,
    path: '/revenue/update',
    icon: <EditOutlined />,
    permission: 'manageLocations',
  },
  {
    key: 'management',
    title: APP_TEXT.tileManagement,
    hint: APP_TEXT.tileManagementHint,
    path: '/management',
    icon: <ClusterOutlined />,
    permission: 'management',
  },
  { key: 'valet', title: APP_TEXT.tileValet, hint: APP_TEXT.tileValetHint, path: '/valet', icon: <CarOutlined />, permission: 'valet' },
  {
    key: 'superadmin',
    title: APP_TEXT.tileSuperadmin,
    hint: APP_TEXT.tileSuperadminHint,
    path: '/superadmin',
    icon: <CrownOutlined />,
    permission: 'superadmin',
  },
];

/**
 * The tiles of this user's dashboard: those their role grants, less those that would repeat an
 * entry of their side menu. A tile "Team · Your parking enforcers" beside the menu's Team was a
 * second link of that name on the page (found twice by anyone, or any test, looking for Team); the
 * menu already leads there.
 */
export function tilesFor(subject: AccessSubject | null | undefined): Tile[] {
  const menu = menuFor(subject).map((m) => m.label.toLowerCase());
  const repeatsMenu = (t: Tile) => menu.some((label) => `${t.title} ${t.hint}`.toLowerCase().includes(label));
  return TILES.filter((t) => can(subject, t.permission) && !repeatsMenu(t));
}
