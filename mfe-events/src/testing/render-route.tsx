import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import i18n from '@golf/shared/i18n/i18n';
import { AppProvider } from '@golf/shared/theme/AppProvider';
import '../i18n/events-catalogue';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a route component as the shell mounts it (`/events/*`), with a probe showing the
 * current location so a test can assert where a click navigated to.
 */
export function renderRoute(ui: ReactElement, { route, path, language = 'en' }: { route: string; path: string; language?: 'en' | 'zh' }) {
  void i18n.changeLanguage(language);
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<div data-testid="elsewhere" />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
}

export const currentLocation = () => screen.getByTestId('location').textContent;
