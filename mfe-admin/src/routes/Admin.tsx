import { Suspense, lazy, type ComponentType } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { RequireAuth } from '@golf/shared/auth/RequireAuth';
import { LoadingState } from '@golf/shared/components/StatePanels';
import { AdminBaseProvider, adminPaths } from '../app/admin-paths';
import { AdminLayout } from '../layout/AdminLayout';
import { AdminNotFound } from '../layout/AdminNotFound';

// One chunk per section: an admin opening the user list does not download the QR decoder.
function page<T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const DashboardPage = page(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage');
const UserManagementPage = page(() => import('../features/users/components/UserManagementPage'), 'UserManagementPage');
const UserDetailPage = page(() => import('../features/users/components/UserDetailPage'), 'UserDetailPage');
const EventManagementPage = page(() => import('../features/events/components/EventManagementPage'), 'EventManagementPage');
const EventCreatePage = page(() => import('../features/events/components/EventCreatePage'), 'EventCreatePage');
const EventEditPage = page(() => import('../features/events/components/EventEditPage'), 'EventEditPage');
const AttendeesPage = page(() => import('../features/events/components/AttendeesPage'), 'AttendeesPage');
const AnnouncementManagementPage = page(
  () => import('../features/announcements/components/AnnouncementManagementPage'),
  'AnnouncementManagementPage',
);
const AnnouncementCreatePage = page(() => import('../features/announcements/components/AnnouncementCreatePage'), 'AnnouncementCreatePage');
const AnnouncementEditPage = page(() => import('../features/announcements/components/AnnouncementEditPage'), 'AnnouncementEditPage');
const LiveUpdateManagementPage = page(
  () => import('../features/live-updates/components/LiveUpdateManagementPage'),
  'LiveUpdateManagementPage',
);
const EnquiriesPage = page(() => import('../features/enquiries/components/EnquiriesPage'), 'EnquiriesPage');
const ModerationPage = page(() => import('../features/moderation/components/ModerationPage'), 'ModerationPage');
const OutboxPage = page(() => import('../features/outbox/components/OutboxPage'), 'OutboxPage');
const CheckInPage = page(() => import('../features/check-in/components/CheckInPage'), 'CheckInPage');
const AccessLogPage = page(() => import('../features/access-log/components/AccessLogPage'), 'AccessLogPage');
const DataRequestsPage = page(() => import('../features/data-requests/components/DataRequestsPage'), 'DataRequestsPage');

/**
 * The remote's one exposed component, mounted by the shell at /admin/*. The shell only loads it
 * for admins; the guard here keeps it safe on its own (standalone, or a changed remotes.json).
 */
export default function Admin() {
  const base = useMountPath();
  return (
    <RequireAuth admin>
      <AdminBaseProvider base={base}>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route index element={<Lazy page={DashboardPage} />} />
            <Route path={adminPaths.users} element={<Lazy page={UserManagementPage} />} />
            <Route path="user-management/user-detail/:userId" element={<Lazy page={UserDetailPage} />} />
            <Route path={adminPaths.events} element={<Lazy page={EventManagementPage} />} />
            <Route path={adminPaths.eventCreate} element={<Lazy page={EventCreatePage} />} />
            <Route path="event-edit/:eventId" element={<Lazy page={EventEditPage} />} />
            <Route path="event-attendees/:eventId" element={<Lazy page={AttendeesPage} />} />
            <Route path={adminPaths.announcements} element={<Lazy page={AnnouncementManagementPage} />} />
            <Route path={adminPaths.announcementCreate} element={<Lazy page={AnnouncementCreatePage} />} />
            <Route path="announcement-edit/:announcementId" element={<Lazy page={AnnouncementEditPage} />} />
            <Route path={adminPaths.liveUpdates} element={<Lazy page={LiveUpdateManagementPage} />} />
            <Route path={adminPaths.enquiries} element={<Lazy page={EnquiriesPage} />} />
            <Route path={adminPaths.moderation} element={<Lazy page={ModerationPage} />} />
            <Route path={adminPaths.outbox} element={<Lazy page={OutboxPage} />} />
            <Route path={adminPaths.checkIn} element={<Lazy page={CheckInPage} />} />
            <Route path={adminPaths.accessLog} element={<Lazy page={AccessLogPage} />} />
            <Route path={adminPaths.dataRequests} element={<Lazy page={DataRequestsPage} />} />
            <Route path="*" element={<AdminNotFound />} />
          </Route>
        </Routes>
      </AdminBaseProvider>
    </RequireAuth>
  );
}

/** Where the shell mounted this component: the URL without the part our own routes match. */
function useMountPath(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'] ?? '';
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare the raw path.
  }
  const base = splat && decoded.endsWith(splat) ? decoded.slice(0, decoded.length - splat.length) : decoded;
  return base.replace(/\/+$/, '') || '/admin';
}

function Lazy({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}
