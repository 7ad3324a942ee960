import { Route, Routes } from 'react-router-dom';
import '../i18n/events-catalogue';
import { CalendarPage } from '../features/calendar/components/CalendarPage';
import { EventsNotFound } from '../components/EventsNotFound';

/** Mounted by the shell at /event-calendar/* (open to visitors). */
export default function EventCalendar() {
  return (
    <Routes>
      <Route index element={<CalendarPage />} />
      <Route path="*" element={<EventsNotFound section="calendar" />} />
    </Routes>
  );
}
