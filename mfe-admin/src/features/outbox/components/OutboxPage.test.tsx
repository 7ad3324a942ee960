import { fastUser } from '../../../testing/setup';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import type { OutboxMail } from '@golf/contract/outbox';
import { OutboxPage } from './OutboxPage';

const server = setupApiServer();
const route = { route: '/admin/outbox', path: '/admin/outbox' };

const mail = (n: number, overrides: Partial<OutboxMail> = {}): OutboxMail => ({
  _id: `m${n}`,
  to: `member${n}@mail.test`,
  subject: `Reset your password ${n}`,
  text: `Hello member ${n},\n\nReset password: http://localhost:3000/reset-password?token=t${n}`,
  attachments: [],
  status: 'kept',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-24T10:15:00.000Z',
  sentAt: null,
  ...overrides,
});

test('lists mail with its status, shows a mail’s text, and pages through', async () => {
  const user = fastUser();
  const pages: string[] = [];
  server.use(
    http.get(`${API}/admin/outbox/list`, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page')!;
      pages.push(page);
      return HttpResponse.json({
        status: 'ok',
        mails: page === '1' ? [mail(1), mail(2, { status: 'failed', attempts: 13, lastError: '451 mailbox busy' })] : [mail(21, { status: 'sent', sentAt: '2026-11-24T10:16:00.000Z', attachments: ['entry-qr.png', 'event.ics'] })],
        totalPages: 2,
      });
    }),
  );
  renderPage(<OutboxPage />, route);
  expect(await screen.findByText('Reset your password 1')).toBeInTheDocument();
  expect(screen.getByText('To member1@mail.test')).toBeInTheDocument();
  expect(screen.getByText('Kept (no mail server)')).toBeInTheDocument();
  expect(screen.getByText('Failed')).toBeInTheDocument();
  expect(screen.getByText('Last error: 451 mailbox busy')).toBeInTheDocument();
  expect(screen.queryByText(/reset-password\?token=t1/)).not.toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Show the mail' })[0]!);
  expect(screen.getByText(/reset-password\?token=t1/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('Reset your password 21')).toBeInTheDocument();
  expect(screen.getByText('Sent')).toBeInTheDocument();
  expect(screen.getByText('Attached: entry-qr.png, event.ics')).toBeInTheDocument();
  expect(pages).toEqual(['1', '2']);
});

test('says when there is no mail, in Chinese too', async () => {
  server.use(http.get(`${API}/admin/outbox/list`, () => HttpResponse.json({ status: 'ok', mails: [], totalPages: 0 })));
  renderPage(<OutboxPage />, { ...route, language: 'zh' });
  expect(await screen.findByText('暫時未有電郵')).toBeInTheDocument();
});

test('shows the load error with a retry', async () => {
  server.use(http.get(`${API}/admin/outbox/list`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  renderPage(<OutboxPage />, route);
  expect(await screen.findByText('Error loading the outbox')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('a page past the end shows the last page of mail', async () => {
  const pages: string[] = [];
  server.use(
    http.get(`${API}/admin/outbox/list`, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page')!;
      pages.push(page);
      return HttpResponse.json({ status: 'ok', mails: page === '2' ? [mail(21)] : [], totalPages: 2 });
    }),
  );
  renderPage(<OutboxPage />, { ...route, route: '/admin/outbox?page=99' });
  expect(await screen.findByText('Reset your password 21')).toBeInTheDocument();
  expect(screen.queryByText('No mail on this page')).toBeNull();
  expect(pages).toEqual(['99', '2']);
});
