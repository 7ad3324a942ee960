export interface NavItem {
  /** Key in the common catalogue's nav section. */
  label: string;
  href: string;
  requiresAuth: boolean;
  adminOnly?: boolean;
}

/** The menu of spec 01 "Navigation menu", in its order; sign-in/out is appended last. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'announcements', href: '/announcements', requiresAuth: false },
  { label: 'discussions', href: '/discussions', requiresAuth: false },
  { label: 'eventCalendar', href: '/event-calendar', requiresAuth: false },
  { label: 'golfCourses', href: '/golfcourses', requiresAuth: false },
  { label: 'aboutUs', href: '/about-us', requiresAuth: false },
  { label: 'membershipBenefit', href: '/membership-benefit', requiresAuth: false },
  { label: 'contactUs', href: '/contact-us', requiresAuth: false },
  { label: 'membership', href: '/membership', requiresAuth: true },
  { label: 'events', href: '/events', requiresAuth: true },
  { label: 'myBookings', href: '/my-bookings', requiresAuth: true },
  { label: 'settings', href: '/settings', requiresAuth: true },
  { label: 'admin', href: '/admin/user-management', requiresAuth: true, adminOnly: true },
];

export function visibleNavItems(signedIn: boolean, admin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => (!item.requiresAuth || signedIn) && (!item.adminOnly || admin));
}

/** A menu entry is current on its own path and below it (/events/42 is under Events). */
export function isActive(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`) || (href === '/admin/user-management' && pathname.startsWith('/admin'));
}
