import { Route, Routes } from 'react-router-dom';
import '../i18n/events-catalogue';
import { EventsNotFound } from '../components/EventsNotFound';
import { MyBookingsPage } from '../features/my-bookings/components/MyBookingsPage';

/** Mounted by the shell at /my-bookings/* behind RequireAuth (members only). */
export default function MyBookings() {
  return (
    <Routes>
      <Route index element={<MyBookingsPage />} />
      <Route path="*" element={<EventsNotFound />} />
    </Routes>
  );
}
