import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderPage } from '@golf/shared/testing/render';

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

/** Renders an account page at its path; any navigation away shows the new path in #where. */
export function renderAt(path: string, page: ReactElement, options: { state?: unknown; language?: 'zh' | 'en' } = {}) {
  return renderPage(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: { pathname: path, state: options.state } as never, language: options.language },
  );
}
