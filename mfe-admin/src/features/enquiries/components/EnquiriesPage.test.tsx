import { fastUser } from '../../../testing/setup';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { EnquiriesPage } from './EnquiriesPage';

const server = setupApiServer();
const route = { route: '/admin/enquiries', path: '/admin/enquiries' };

const enquiry = (n: number) => ({
  _id: `q${n}`,
  name: `Parent ${n}`,
  email: `parent${n}@mail.test`,
  phone: '9876 5432',
  enquiry: `Is there a junior class on Saturday?\nMy son is ${n} years old.`,
  createdAt: '2026-04-02T10:15:00.000Z',
});

test('shows enquiries with reply links and pages through', async () => {
  const user = fastUser();
  const pages: string[] = [];
  server.use(
    http.get(`${API}/admin/contactform/list`, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page')!;
      pages.push(page);
      return HttpResponse.json({ status: 'ok', enquiries: page === '1' ? [enquiry(1), enquiry(2)] : [enquiry(11)], totalPages: 2 });
    }),
  );
  renderPage(<EnquiriesPage />, route);
  expect(await screen.findByText('Parent 1')).toBeInTheDocument();
  expect(screen.getByText(/My son is 1 years old/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Reply by email: parent1@mail.test' })).toHaveAttribute('href', 'mailto:parent1@mail.test');
  expect(screen.getAllByRole('link', { name: 'Call: 9876 5432' })[0]).toHaveAttribute('href', 'tel:98765432');
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('Parent 11')).toBeInTheDocument();
  expect(pages).toEqual(['1', '2']);
});

test('an address with parameters (stored before the rule) gets no mailto: link', async () => {
  const hostile = { ...enquiry(3), email: 'parent@example.com?bcc=spy%40evil.example', phone: '9876?x=1' };
  server.use(http.get(`${API}/admin/contactform/list`, () => HttpResponse.json({ status: 'ok', enquiries: [hostile], totalPages: 1 })));
  renderPage(<EnquiriesPage />, route);
  expect(await screen.findByText('Parent 3')).toBeInTheDocument();
  expect(screen.getByText('parent@example.com?bcc=spy%40evil.example (Not a valid email address: no reply link)')).toBeInTheDocument();
  expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  expect(screen.getByRole('link', { name: 'Call: 9876?x=1' })).toHaveAttribute('href', 'tel:98761');
});

test('says when the inbox is empty', async () => {
  server.use(http.get(`${API}/admin/contactform/list`, () => HttpResponse.json({ status: 'ok', enquiries: [], totalPages: 0 })));
  renderPage(<EnquiriesPage />, route);
  expect(await screen.findByText('No enquiries yet')).toBeInTheDocument();
});

test('shows the load error with a retry', async () => {
  server.use(http.get(`${API}/admin/contactform/list`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  renderPage(<EnquiriesPage />, route);
  expect(await screen.findByText('Error loading enquiries')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('a page past the end shows the last page of the inbox', async () => {
  const pages: string[] = [];
  server.use(
    http.get(`${API}/admin/contactform/list`, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page')!;
      pages.push(page);
      return HttpResponse.json({ status: 'ok', enquiries: page === '2' ? [enquiry(11)] : [], totalPages: 2 });
    }),
  );
  renderPage(<EnquiriesPage />, { ...route, route: '/admin/enquiries?page=99' });
  expect(await screen.findByText('Parent 11')).toBeInTheDocument();
  expect(screen.queryByText('No enquiries on this page')).toBeNull();
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(pages).toEqual(['99', '2']);
});

test('a long enquiry shows its first lines with Show more / Show less; a short one has no button', async () => {
  const user = fastUser();
  const long = `Long enquiry start. ${'My daughter would like to join the junior programme. '.repeat(100)}`.slice(0, 5000);
  server.use(
    http.get(`${API}/admin/contactform/list`, () =>
      HttpResponse.json({ status: 'ok', enquiries: [{ ...enquiry(1), enquiry: long }, enquiry(2)], totalPages: 1 }),
    ),
  );
  renderPage(<EnquiriesPage />, route);
  const text = await screen.findByText(/^Long enquiry start\./);
  const more = screen.getByRole('button', { name: 'Show more' });
  expect(screen.getAllByRole('button', { name: 'Show more' })).toHaveLength(1);
  expect(more).toHaveAttribute('aria-expanded', 'false');
  expect(more).toHaveAttribute('aria-controls', text.id);
  expect(text).toHaveStyle({ WebkitLineClamp: '4' });

  await user.click(more);
  const less = screen.getByRole('button', { name: 'Show less' });
  expect(less).toHaveAttribute('aria-expanded', 'true');
  expect(text).not.toHaveStyle({ WebkitLineClamp: '4' });
  await user.click(less);
  expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
});

test('Show more speaks Chinese', async () => {
  const user = fastUser();
  const lines = Array.from({ length: 8 }, (_, n) => `第 ${n + 1} 行`).join('\n');
  server.use(http.get(`${API}/admin/contactform/list`, () => HttpResponse.json({ status: 'ok', enquiries: [{ ...enquiry(1), enquiry: lines }], totalPages: 1 })));
  renderPage(<EnquiriesPage />, { ...route, language: 'zh' });
  await user.click(await screen.findByRole('button', { name: '顯示更多' }));
  expect(screen.getByRole('button', { name: '顯示較少' })).toHaveAttribute('aria-expanded', 'true');
});
