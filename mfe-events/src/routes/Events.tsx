import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '@golf/shared/components/StatePanels';
import '../i18n/events-catalogue';
import { EventsNotFound } from '../components/EventsNotFound';

// One chunk per page: the list does not download the detail page (booking, enrolment, payment),
// and an event's page does not download the list.
const EventsListPage = lazy(() => import('../features/event-list/components/EventsListPage').then((module) => ({ default: module.EventsListPage })));
const EventDetailPage = lazy(() => import('../features/event-detail/components/EventDetailPage').then((module) => ({ default: module.EventDetailPage })));

/** Mounted by the shell at /events/* behind RequireAuth (members only). */
export default function Events() {
  return (
    <Routes>
      <Route index element={<Page><EventsListPage /></Page>} />
      <Route path=":eventId" element={<Page><EventDetailPage /></Page>} />
      <Route path="*" element={<EventsNotFound />} />
    </Routes>
  );
}

/** The same spinner the page shows while its data loads, so nothing jumps in between. */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}
