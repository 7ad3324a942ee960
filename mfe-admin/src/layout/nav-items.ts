import type { ComponentType } from 'react';
import type { IconProps } from '@chakra-ui/react/icon';
import { adminPaths } from '../app/admin-paths';
import { BoltIcon, ChartIcon, CalendarIcon, EyeIcon, FlagIcon, InboxIcon, MailIcon, MegaphoneIcon, ScanIcon, ShieldIcon, UsersIcon } from '../components/icons';

export interface AdminNavItem {
  /** Sub-route under the admin mount point. */
  path: string;
  /** Key in the admin namespace. */
  labelKey: string;
  icon: ComponentType<IconProps>;
  /** Other sub-routes that belong to this section (create, edit, detail). */
  alsoActiveFor: string[];
}

export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { path: adminPaths.dashboard, labelKey: 'nav.dashboard', icon: ChartIcon, alsoActiveFor: [] },
  { path: adminPaths.users, labelKey: 'nav.users', icon: UsersIcon, alsoActiveFor: [] },
  { path: adminPaths.events, labelKey: 'nav.events', icon: CalendarIcon, alsoActiveFor: ['event-create', 'event-edit'] },
  {
    path: adminPaths.announcements,
    labelKey: 'nav.announcements',
    icon: MegaphoneIcon,
    alsoActiveFor: ['announcement-create', 'announcement-edit'],
  },
  { path: adminPaths.liveUpdates, labelKey: 'nav.liveUpdates', icon: BoltIcon, alsoActiveFor: [] },
  { path: adminPaths.enquiries, labelKey: 'nav.enquiries', icon: InboxIcon, alsoActiveFor: [] },
  { path: adminPaths.moderation, labelKey: 'nav.moderation', icon: FlagIcon, alsoActiveFor: [] },
  { path: adminPaths.outbox, labelKey: 'nav.outbox', icon: MailIcon, alsoActiveFor: [] },
  { path: adminPaths.checkIn, labelKey: 'nav.checkIn', icon: ScanIcon, alsoActiveFor: [] },
  { path: adminPaths.accessLog, labelKey: 'nav.accessLog', icon: EyeIcon, alsoActiveFor: [] },
  { path: adminPaths.dataRequests, labelKey: 'nav.dataRequests', icon: ShieldIcon, alsoActiveFor: [] },
];

/** Whether a section is the one on screen, given the path below the admin mount point. */
export function isSectionActive(item: AdminNavItem, subPath: string): boolean {
  const first = subPath.replace(/^\/+/, '').split('/')[0] ?? '';
  return first === item.path || item.alsoActiveFor.includes(first);
}
