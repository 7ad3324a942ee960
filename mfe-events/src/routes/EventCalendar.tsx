import { Routes, Route } from 'react-router-dom';

// Placeholder until this remote's issue lands; the wiring (build, serve, load, fail, retry) is real.
export default function EventCalendar() {
  return (
    <Routes>
      <Route index element={<h1>EventCalendar</h1>} />
      <Route path="*" element={<h1>EventCalendar sub-page</h1>} />
    </Routes>
  );
}
