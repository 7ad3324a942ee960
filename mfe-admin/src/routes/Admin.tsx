import { Routes, Route } from 'react-router-dom';

// Placeholder until this remote's issue lands; the wiring (build, serve, load, fail, retry) is real.
export default function Admin() {
  return (
    <Routes>
      <Route index element={<h1>Admin</h1>} />
      <Route path="*" element={<h1>Admin sub-page</h1>} />
    </Routes>
  );
}
