import { screen } from '@testing-library/react';
import { renderPage } from '@golf/shared/testing/render';
import '../../i18n/shell-catalogue';
import { NotFoundPage } from './NotFoundPage';

test('the not-found page is titled by a main heading, with the way home', async () => {
  renderPage(<NotFoundPage />, { route: '/nope' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link')).toHaveAttribute('href', '/');
});

test('in Chinese', async () => {
  renderPage(<NotFoundPage />, { route: '/nope', language: 'zh' });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/找不到/);
});
