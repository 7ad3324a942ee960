import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MarkedGroup } from '@golf/contract/golf-competition';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { expectAccessible } from '@golf/shared/testing/axe';
import { renderPage } from '@golf/shared/testing/render';
import { clearQueryCache } from '@golf/shared/hooks/use-query';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';
import '../../../i18n/golf-catalogue';
import '../../../testing/slow-machine';
import { makeCourse } from '../../../testing/golf-fixtures';
import { MarkingPage } from './MarkingPage';

const user = userEvent.setup({ delay: null });
const holes = makeCourse().tees[0]!.holes.slice(0, 9);

let groups: MarkedGroup[];
let failing = false;
let refuse = false;
let posts: Array<{ id: string; body: { personId: string; hole: number; strokes: number } }> = [];

setupApiServer(
  http.get(`${API}/cms/golf/marking`, () => (failing ? HttpResponse.json({ status: 'nok', error: 'down' }, { status: 500 }) : HttpResponse.json({ status: 'ok', groups }))),
  http.put(`${API}/cms/golf/competitions/:id/scores`, async ({ request, params }) => {
    if (refuse) return HttpResponse.json({ status: 'nok', error: 'The competition has ended: its results are final' }, { status: 409 });
    posts.push({ id: String(params.id), body: (await request.json()) as { personId: string; hole: number; strokes: number } });
    return HttpResponse.json({ status: 'ok' });
  }),
);

const open = (language: 'zh' | 'en' = 'en') => renderPage(<MarkingPage />, { route: '/golf/marking', path: '/golf/marking', language });

beforeEach(() => {
  clearQueryCache();
  failing = false;
  refuse = false;
  posts = [];
  groups = [
    {
      competitionId: 'c1',
      groupId: 'g1',
      eventName: 'Junior Medal',
      eventDate: '2026-12-05',
      teeTime: '08:00',
      firstHole: 1,
      holes,
      players: [
        { personId: 'p1', name: 'Siu Ming C.', strokes: { 1: 5 } },
        { personId: 'p2', name: 'Mei Ling W.', strokes: {} },
      ],
    },
  ];
  signInAs(makeProfile({ _id: 'u1', fullName: 'Chan Tai Man' }));
});

test('opens on the first hole not every player has, each starting at par or at what was entered; Enter saves the hole for all and moves on', async () => {
  open();
  expect(await screen.findByRole('heading', { name: 'Junior Medal · 08:00' })).toBeInTheDocument();
  expect(screen.getByTestId('marking-hole')).toHaveTextContent('Hole 1 (1 of 9)');
  expect(screen.getByText('1 of 2 players scored')).toBeInTheDocument();
  const siuMing = screen.getByRole('group', { name: 'Siu Ming C. · Strokes' });
  const meiLing = screen.getByRole('group', { name: 'Mei Ling W. · Strokes' });
  expect(within(siuMing).getByTestId('marked-strokes')).toHaveTextContent('5');
  expect(within(meiLing).getByTestId('marked-strokes')).toHaveTextContent(String(holes[0]!.par));
  await user.click(within(meiLing).getByRole('button', { name: 'One stroke fewer' }));
  await user.click(screen.getByRole('button', { name: 'Enter' }));
  await waitFor(() => expect(screen.getByTestId('marking-hole')).toHaveTextContent('Hole 2 (2 of 9)'));
  expect(screen.getByTestId('marking-status')).toHaveTextContent('Saved');
  expect(posts.map((post) => [post.id, post.body]).sort()).toEqual([
    ['c1', { personId: 'p1', hole: 1, strokes: 5 }],
    ['c1', { personId: 'p2', hole: 1, strokes: holes[0]!.par - 1 }],
  ].sort());
  // Back to hole 1: what was entered.
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(within(screen.getByRole('group', { name: 'Mei Ling W. · Strokes' })).getByTestId('marked-strokes')).toHaveTextContent(String(holes[0]!.par - 1));
  expect(screen.getByText('2 of 2 players scored')).toBeInTheDocument();
  await expectAccessible(document.body);
});

test('a refusal stays on the hole with the reason', async () => {
  refuse = true;
  open('zh');
  await screen.findByTestId('marked-group');
  await user.click(screen.getByRole('button', { name: '輸入' }));
  expect(await screen.findByText('未儲存：The competition has ended: its results are final')).toBeInTheDocument();
  expect(screen.getByTestId('marking-hole')).toHaveTextContent('第 1 洞');
});

test('nothing to mark: says so', async () => {
  groups = [];
  open();
  expect(await screen.findByText('No group to mark')).toBeInTheDocument();
});

test('a failure to load: an error with retry', async () => {
  failing = true;
  open('zh');
  expect(await screen.findByText('無法載入你的組別。')).toBeInTheDocument();
  failing = false;
  await user.click(screen.getByRole('button', { name: /重試|再試/ }));
  expect(await screen.findByTestId('marked-group')).toBeInTheDocument();
});
