import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CompetitionDetail, CompetitionEvent, CompetitionSummary } from '@golf/contract/golf-competition';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { expectAccessible } from '@golf/shared/testing/axe';
import { renderPage } from '@golf/shared/testing/render';
import { clearQueryCache } from '@golf/shared/hooks/use-query';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';
import '../testing/slow-machine';
import { makeCourse } from '../testing/golf-fixtures';
import GolfAdmin from './GolfAdmin';

const user = userEvent.setup({ delay: null });

const summary: CompetitionSummary = {
  id: 'k1',
  eventId: 'e1',
  eventName: 'Junior Medal',
  eventDate: '2026-12-05',
  courseName: { zh: '滘西洲北場', en: 'Kau Sai Chau North' },
  teeName: 'Blue',
  nine: 'front',
  cutOff: '2026-12-31',
  byGender: false,
  published: false,
  state: 'draft',
  endedAt: null,
};
const detail = (): CompetitionDetail => ({
  ...summary,
  groups: [
    { id: 'g1', teeTime: '08:00', marker: { id: 'u1', name: 'Chan Tai Man' }, players: [{ personId: 'p1', name: 'Siu Ming C.', division: 'U10', courseHandicap: null }, { personId: 'p2', name: 'Siu Fong C.', division: 'U12', courseHandicap: 12 }] },
    { id: 'g2', teeTime: '08:10', marker: { id: 'u2', name: 'Wong Mei Ling' }, players: [{ personId: 'p3', name: 'Mei Ling W.', division: 'Open', courseHandicap: null }] },
  ],
  markers: [
    { id: 'u1', name: 'Chan Tai Man' },
    { id: 'u2', name: 'Wong Mei Ling' },
  ],
});

let competitions: CompetitionSummary[];
let events: CompetitionEvent[];
let failing = false;
let created: unknown[] = [];
let draws: unknown[] = [];
let published: unknown[] = [];

setupApiServer(
  http.get(`${API}/ext/golf/courses`, () => HttpResponse.json({ status: 'ok', courses: [makeCourse()] })),
  http.get(`${API}/admin/golf/competitions`, () => (failing ? HttpResponse.json({ status: 'nok', error: 'down' }, { status: 500 }) : HttpResponse.json({ status: 'ok', competitions, events }))),
  http.post(`${API}/admin/golf/competitions`, async ({ request }) => {
    created.push(await request.json());
    return HttpResponse.json({ status: 'ok', competition: detail() });
  }),
  http.get(`${API}/admin/golf/competitions/:id`, ({ params }) =>
    params.id === 'k1' ? HttpResponse.json({ status: 'ok', competition: detail() }) : HttpResponse.json({ status: 'nok', error: 'Competition not found' }, { status: 404 }),
  ),
  http.put(`${API}/admin/golf/competitions/:id/draw`, async ({ request }) => {
    draws.push(await request.json());
    return HttpResponse.json({ status: 'ok', competition: detail() });
  }),
  http.put(`${API}/admin/golf/competitions/:id/published`, async ({ request }) => {
    published.push(await request.json());
    return HttpResponse.json({ status: 'ok', competition: { ...detail(), published: true } });
  }),
);

const open = (route: string, language: 'zh' | 'en' = 'en') => renderPage(<GolfAdmin />, { route, path: '/golf/admin/*', language });

beforeEach(() => {
  clearQueryCache();
  competitions = [];
  events = [{ id: 'e1', name: 'Junior Medal', date: '2026-12-05', type: 'Event', tag: 'tournament', enrolled: 3 }];
  failing = false;
  created = [];
  draws = [];
  published = [];
  signInAs(makeProfile({ _id: 'admin', fullName: 'Club Admin', userGroup: 'Admin' }));
});

test('no competitions yet: the set-up form sends the event, the tee, the nine, the cut-off date, divisions by gender off', async () => {
  open('/golf/admin/competitions');
  expect(await screen.findByText('No competitions yet')).toBeInTheDocument();
  await user.selectOptions(await screen.findByLabelText(/^Event/), 'e1');
  await user.selectOptions(screen.getByLabelText(/^Course and tee/), 't1');
  await user.selectOptions(screen.getByLabelText(/^Holes/), 'front');
  // Divisions by gender stay off (jsdom cannot click Chakra's switch: it has no PointerEvent).
  expect(screen.getByRole('checkbox', { name: 'Separate divisions for boys and girls' })).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Set up and draw' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toMatchObject({ eventId: 'e1', teeId: 't1', nine: 'front', byGender: false });
  expect((created[0] as { cutOff: string }).cutOff).toMatch(/^\d{4}-12-31$/);
  await expectAccessible(document.body);
});

test('the list in Chinese; a failure: an error with retry', async () => {
  competitions = [summary];
  failing = true;
  open('/golf/admin/competitions', 'zh');
  expect(await screen.findByText('無法載入比賽。')).toBeInTheDocument();
  failing = false;
  await user.click(screen.getByRole('button', { name: /重試|再試/ }));
  const item = await screen.findByTestId('admin-competition');
  expect(within(item).getByText('未開始')).toBeInTheDocument();
  expect(within(item).getByText('未公開')).toBeInTheDocument();
});

test('the draw: a player moves to another group, the marker changes, saved as groups; publishing shows the public link', async () => {
  open('/golf/admin/competitions/k1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Junior Medal' })).toBeInTheDocument();
  expect(screen.getByText('Under 12 · Course handicap: 12')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Group for Siu Fong C.' }), '1');
  await user.selectOptions(screen.getAllByLabelText('Marker')[0]!, 'u2');
  await user.click(screen.getByRole('button', { name: 'Save the draw' }));
  await waitFor(() => expect(draws).toHaveLength(1));
  expect(draws[0]).toEqual({
    groups: [
      { teeTime: '08:00', markerUserId: 'u2', personIds: ['p1'] },
      { teeTime: '08:10', markerUserId: 'u2', personIds: ['p3', 'p2'] },
    ],
  });
  await user.click(screen.getByRole('button', { name: 'Publish the leaderboard' }));
  expect(await screen.findByTestId('public-link')).toHaveTextContent('/golf/leaderboard/k1');
  expect(published).toEqual([{ published: true }]);
});

test('a competition that does not exist: not found, with the way back', async () => {
  open('/golf/admin/competitions/nope', 'zh');
  expect(await screen.findByText('找不到此比賽')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '返回比賽' })).toHaveAttribute('href', '/golf/admin/competitions');
});
