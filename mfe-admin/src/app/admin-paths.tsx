import { createContext, useCallback, useContext, type ReactNode } from 'react';

/**
 * The admin's sub-routes, relative to where the shell mounts the remote (remotes.json says
 * /admin). Screens never write a URL by hand: they ask for one here.
 */
export const adminPaths = {
  /** The index: the club at a glance (issue 43). */
  dashboard: '',
  users: 'user-management',
  userDetail: (userId: string) => `user-management/user-detail/${encodeURIComponent(userId)}`,
  events: 'event-management',
  eventCreate: 'event-create',
  eventEdit: (eventId: string) => `event-edit/${encodeURIComponent(eventId)}`,
  eventAttendees: (eventId: string) => `event-attendees/${encodeURIComponent(eventId)}`,
  announcements: 'announcement-management',
  announcementCreate: 'announcement-create',
  announcementEdit: (announcementId: string) => `announcement-edit/${encodeURIComponent(announcementId)}`,
  liveUpdates: 'live-update-management',
  enquiries: 'enquiries',
  outbox: 'outbox',
  moderation: 'moderation',
  checkIn: 'check-in',
  accessLog: 'access-log',
  dataRequests: 'data-requests',
} as const;

const AdminBaseContext = createContext('/admin');

export function AdminBaseProvider({ base, children }: { base: string; children: ReactNode }) {
  return <AdminBaseContext.Provider value={base.replace(/\/+$/, '')}>{children}</AdminBaseContext.Provider>;
}

/** Turns a sub-route into the absolute path under the admin's mount point. */
export function useAdminPath(): (subPath: string) => string {
  const base = useContext(AdminBaseContext);
  return useCallback((subPath: string) => {
    const sub = subPath.replace(/^\/+/, '');
    return sub ? `${base}/${sub}` : base;
  }, [base]);
}
