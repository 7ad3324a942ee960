import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { sessionsHandler } from '../../../testing/sessions';
import { renderPage } from '@golf/shared/testing/render';
import '../../../testing/slow-machine';
import Settings from '../../../routes/Settings';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';

const user = userEvent.setup({ delay: null });
const server = setupApiServer(
  sessionsHandler(),
  http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: makeProfile() })));
beforeEach(() => signInAs(makeProfile()));

it('switches reminder emails off and on, saved at once', async () => {
  const sent: unknown[] = [];
  server.use(
    http.put(`${API}/cms/profile/me/reminders`, async ({ request }) => {
      const body = (await request.json()) as { enabled: boolean };
      sent.push(body);
      return HttpResponse.json({ status: 'ok', remindersEnabled: body.enabled });
    }),
  );
  renderPage(<Settings />, { route: '/settings', path: '/settings/*' });
  const toggle = await screen.findByRole('checkbox', { name: 'Send me reminders' });
  expect(toggle).toBeChecked();
  expect(screen.getByRole('region', { name: 'Reminder emails' })).toHaveTextContent('Receipts, confirmations and password resets always arrive.');
  await user.click(toggle);
  expect(await screen.findByText('Reminders are off.')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Send me reminders' })).not.toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: 'Send me reminders' }));
  expect(await screen.findByText('Reminders are on.')).toBeInTheDocument();
  expect(sent).toEqual([{ enabled: false }, { enabled: true }]);
});

it('a refused change leaves the switch as it was and says so, in Chinese', async () => {
  server.use(http.put(`${API}/cms/profile/me/reminders`, () => HttpResponse.json({ status: 'nok', error: '伺服器暫時無法使用' }, { status: 503 })));
  renderPage(<Settings />, { route: '/settings', path: '/settings/*', language: 'zh' });
  const toggle = await screen.findByRole('checkbox', { name: '寄提示電郵給我' });
  await user.click(toggle);
  expect(await screen.findByText('未能儲存')).toBeInTheDocument();
  // What the member sees: the switch drawn on again.
  const root = screen.getByRole('checkbox', { name: '寄提示電郵給我' }).closest('[data-part="root"]');
  await waitFor(() => expect(root).toHaveAttribute('data-state', 'checked'));
});
