import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderPage } from '@golf/shared/testing/render';

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <div data-testid="where" data-search={location.search} data-from={from ?? ''}>
      {location.pathname}
    </div>
  );
}

/** Renders an account page at its path; any navigation away shows the new path in #where. */
export function renderAt(path: string, page: ReactElement, options: { state?: unknown; search?: string; language?: 'zh' | 'en' } = {}) {
  return renderPage(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: { pathname: path, search: options.search ?? '', state: options.state } as never, language: options.language },
  );
}
