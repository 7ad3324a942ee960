import { Routes, Route } from 'react-router-dom';

// Placeholder until this remote's issue lands; the wiring (build, serve, load, fail, retry) is real.
export default function Discussions() {
  return (
    <Routes>
      <Route index element={<h1>Discussions</h1>} />
      <Route path="*" element={<h1>Discussions sub-page</h1>} />
    </Routes>
  );
}
