import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { sessionsHandler } from '../../../testing/sessions';
import { renderPage } from '@golf/shared/testing/render';
import '../../../testing/slow-machine';
import Settings from '../../../routes/Settings';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';

// Direct marketing in Settings (decision 94): a separate opt-in, off by default, given and withdrawn here.
const user = userEvent.setup({ delay: null });
const server = setupApiServer(
  sessionsHandler(),
  http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: makeProfile() })),
);
beforeEach(() => signInAs(makeProfile()));

it('is off by default; the member opts in and withdraws, each saved at once', async () => {
  const sent: unknown[] = [];
  server.use(
    http.put(`${API}/cms/privacy/marketing`, async ({ request }) => {
      const body = (await request.json()) as { consent: boolean };
      sent.push(body);
      return HttpResponse.json({ status: 'ok', marketingConsent: body.consent });
    }),
  );
  renderPage(<Settings />, { route: '/settings', path: '/settings/*' });
  const toggle = await screen.findByRole('checkbox', { name: 'Send me offers and partner discounts' });
  expect(toggle).not.toBeChecked();
  const section = screen.getByRole('region', { name: 'Offers and partner discounts' });
  expect(within(section).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  await user.click(toggle);
  expect(await screen.findByText('You will get offers and partner discounts.')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Send me offers and partner discounts' })).toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: 'Send me offers and partner discounts' }));
  expect(await screen.findByText('You will get no offers. Your consent is withdrawn.')).toBeInTheDocument();
  expect(sent).toEqual([{ consent: true }, { consent: false }]);
});

it('a refused change leaves the switch as it was and says so, in Chinese', async () => {
  server.use(
    http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: makeProfile({ marketingConsent: true }) })),
    http.put(`${API}/cms/privacy/marketing`, () => HttpResponse.json({ status: 'nok', error: '伺服器暫時無法使用' }, { status: 503 })),
  );
  renderPage(<Settings />, { route: '/settings', path: '/settings/*', language: 'zh' });
  const toggle = await screen.findByRole('checkbox', { name: '向我發送優惠及合作夥伴折扣' });
  expect(toggle).toBeChecked();
  await user.click(toggle);
  expect(await screen.findByText('伺服器暫時無法使用')).toBeInTheDocument();
  const root = screen.getByRole('checkbox', { name: '向我發送優惠及合作夥伴折扣' }).closest('[data-part="root"]');
  await waitFor(() => expect(root).toHaveAttribute('data-state', 'checked'));
});
