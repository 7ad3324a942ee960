import { Route, Routes } from 'react-router-dom';
import '../i18n/events-catalogue';
import { EventsListPage } from '../features/event-list/components/EventsListPage';
import { EventDetailPage } from '../features/event-detail/components/EventDetailPage';
import { EventsNotFound } from '../components/EventsNotFound';

/** Mounted by the shell at /events/* behind RequireAuth (members only). */
export default function Events() {
  return (
    <Routes>
      <Route index element={<EventsListPage />} />
      <Route path=":eventId" element={<EventDetailPage />} />
      <Route path="*" element={<EventsNotFound />} />
    </Routes>
  );
}
