import { Routes, Route } from 'react-router-dom';

// Placeholder until this remote's issue lands; the wiring (build, serve, load, fail, retry) is real.
export default function Announcements() {
  return (
    <Routes>
      <Route index element={<h1>Announcements</h1>} />
      <Route path="*" element={<h1>Announcements sub-page</h1>} />
    </Routes>
  );
}
