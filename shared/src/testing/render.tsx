import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import i18n from '@golf/shared/i18n/i18n';
import { AppProvider } from '@golf/shared/theme/AppProvider';

interface RenderPageOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the page opens at. */
  route?: string;
  /** The route pattern the element is mounted at (e.g. '/announcements/*'). */
  path?: string;
  language?: 'zh' | 'en';
}

/** Renders a page with the site's providers and a router, as the shell would. */
export function renderPage(ui: ReactElement, { route = '/', path = '*', language = 'en', ...options }: RenderPageOptions = {}) {
  void i18n.changeLanguage(language);
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<div data-testid="navigated-away" />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
    options,
  );
}
