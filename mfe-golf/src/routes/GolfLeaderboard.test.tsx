import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Leaderboard, LeaderboardRow } from '@golf/contract/golf-competition';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { expectAccessible } from '@golf/shared/testing/axe';
import { FakeEventSource } from '@golf/shared/testing/fake-event-source';
import { renderPage } from '@golf/shared/testing/render';
import { clearQueryCache } from '@golf/shared/hooks/use-query';
import '../testing/slow-machine';
import GolfLeaderboard from './GolfLeaderboard';

const user = userEvent.setup({ delay: null });

const row = (overrides: Partial<LeaderboardRow>): LeaderboardRow => ({
  personId: 'p',
  name: 'Player',
  division: 'U12',
  courseHandicap: null,
  thru: 0,
  gross: 0,
  net: 0,
  grossToPar: 0,
  netToPar: 0,
  grossPosition: '',
  netPosition: '',
  ...overrides,
});

function makeLeaderboard(overrides: Partial<Leaderboard> = {}): Leaderboard {
  return {
    competition: {
      id: 'c1',
      eventId: 'e1',
      eventName: 'Junior Open',
      eventDate: '2026-12-05',
      courseName: { zh: '滘西洲北場', en: 'Kau Sai Chau North' },
      teeName: 'Blue',
      nine: null,
      cutOff: '2026-12-31',
      byGender: false,
      published: true,
      state: 'live',
      endedAt: null,
    },
    par: 72,
    holes: 18,
    updatedAt: '2026-12-05T01:00:00.000Z',
    divisions: [
      {
        division: 'U12',
        rows: [
          row({ personId: 'a', name: 'Siu Ming C.', thru: 5, gross: 19, net: 17, grossToPar: -1, netToPar: -3, grossPosition: 'T1', netPosition: '2' }),
          row({ personId: 'b', name: 'Mei Ling W.', thru: 5, gross: 19, net: 14, grossToPar: -1, netToPar: -6, grossPosition: 'T1', netPosition: '1', courseHandicap: 9 }),
          row({ personId: 'c', name: 'Ka Ho L.', thru: 18, gross: 75, net: 75, grossToPar: 3, netToPar: 3, grossPosition: '3', netPosition: '3' }),
          row({ personId: 'd', name: 'Tsz Ching C.' }),
        ],
      },
      { division: 'Open-Female', rows: [row({ personId: 'e', name: 'Wing Yan C.', division: 'Open-Female', thru: 2, gross: 8, net: 8, grossToPar: 0, netToPar: 0, grossPosition: '1', netPosition: '1' })] },
    ],
    ...overrides,
  };
}

let leaderboard: Leaderboard | null;
let failing = false;
let reads = 0;

setupApiServer(
  http.get(`${API}/ext/golf/leaderboard/:id`, ({ params }) => {
    reads += 1;
    if (failing) return HttpResponse.json({ status: 'nok', error: 'down' }, { status: 500 });
    if (!leaderboard || params.id !== 'c1') return HttpResponse.json({ status: 'nok', error: 'Competition not found' }, { status: 404 });
    return HttpResponse.json({ status: 'ok', leaderboard });
  }),
);

const open = (route = '/golf/leaderboard/c1', language: 'zh' | 'en' = 'en') => renderPage(<GolfLeaderboard />, { route, path: '/golf/leaderboard/*', language });

const rowsOf = (division: string) =>
  within(screen.getByRole('region', { name: division }))
    .getAllByTestId('leaderboard-row')
    .map((item) => ['position', 'player', 'to-par', 'thru', 'total'].map((id) => within(item).getByTestId(id).textContent));

beforeEach(() => {
  clearQueryCache();
  leaderboard = makeLeaderboard();
  failing = false;
  reads = 0;
  FakeEventSource.install();
});

afterEach(() => {
  cleanup();
  FakeEventSource.uninstall();
});

describe('/golf/leaderboard/:id', () => {
  test('each division in order: positions with ties as T1, to par, Thru (F when finished), not started last', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard · Junior Open' })).toBeInTheDocument();
    expect(screen.getByText('Kau Sai Chau North · Blue · Par 72 · 18 holes')).toBeInTheDocument();
    expect(screen.getByTestId('leaderboard-state')).toHaveTextContent('Live');
    expect(rowsOf('Under 12')).toEqual([
      ['T1', 'Siu Ming C.', '−1', '5', '19'],
      ['T1', 'Mei Ling W.', '−1', '5', '19'],
      ['3', 'Ka Ho L.', '+3', 'F', '75'],
      ['–', 'Tsz Ching C.', '–', '–', '–'],
    ]);
    expect(rowsOf('Open · girls')).toEqual([['1', 'Wing Yan C.', 'E', '2', '8']]);
    await expectAccessible(document.body);
  });

  test('net: ordered by net to par with the net positions', async () => {
    open();
    await screen.findByRole('region', { name: 'Under 12' });
    await user.click(screen.getByRole('button', { name: 'Net' }));
    expect(screen.getByRole('button', { name: 'Net' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowsOf('Under 12').slice(0, 3)).toEqual([
      ['1', 'Mei Ling W.', '−6', '5', '14'],
      ['2', 'Siu Ming C.', '−3', '5', '17'],
      ['3', 'Ka Ho L.', '+3', 'F', '75'],
    ]);
  });

  test('a `golf` event for this competition reads it again and the page changes without reloading; others are ignored', async () => {
    open();
    await screen.findByRole('region', { name: 'Under 12' });
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    expect(await screen.findByText('Updates as scores come in')).toBeInTheDocument();
    leaderboard = makeLeaderboard();
    leaderboard.divisions[0]!.rows[3] = row({ personId: 'd', name: 'Tsz Ching C.', thru: 1, gross: 3, net: 3, grossToPar: -1, netToPar: -1, grossPosition: 'T1', netPosition: 'T1' });
    const before = reads;
    act(() => stream.push('golf', { competitionId: 'other' }));
    act(() => stream.push('golf', { competitionId: 'c1' }));
    await waitFor(() => expect(rowsOf('Under 12')[3]).toEqual(['T1', 'Tsz Ching C.', '−1', '1', '3']));
    expect(reads).toBe(before + 1);
  });

  test('ended: final results, no stream', async () => {
    leaderboard = makeLeaderboard({ competition: { ...makeLeaderboard().competition, state: 'ended', endedAt: '2026-12-05T08:00:00.000Z' } });
    open('/golf/leaderboard/c1', 'zh');
    expect(await screen.findByTestId('leaderboard-state')).toHaveTextContent('最終成績');
    expect(screen.getByRole('region', { name: '12 歲以下' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: '已打' })).toHaveLength(2);
    expect(FakeEventSource.instances).toEqual([]);
  });

  test('not published (404): not found, with the way home; a failure: an error with retry', async () => {
    leaderboard = null;
    open();
    expect(await screen.findByText('Leaderboard not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    cleanup();
    clearQueryCache();
    leaderboard = makeLeaderboard();
    failing = true;
    open('/golf/leaderboard/c1', 'zh');
    expect(await screen.findByText('無法載入成績榜。')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: /重試|再試/ }));
    expect(await screen.findByRole('region', { name: '12 歲以下' })).toBeInTheDocument();
  });

  test('loading first, then the board', async () => {
    open();
    expect(screen.queryByTestId('golf-leaderboard')).not.toBeInTheDocument();
    expect(await screen.findByTestId('golf-leaderboard')).toBeInTheDocument();
  });
});
