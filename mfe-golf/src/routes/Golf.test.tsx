import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Course, PlayerRecord } from '@golf/contract/golf';
import type { Family } from '@golf/contract/family';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { expectAccessible } from '@golf/shared/testing/axe';
import { renderPage } from '@golf/shared/testing/render';
import { clearQueryCache } from '@golf/shared/hooks/use-query';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';
import '../testing/slow-machine';
import { emptyRecord, makeCourse, makeRound } from '../testing/golf-fixtures';
import { STORAGE_KEY, useRoundStore } from '../features/rounds/store/round-store';
import Golf from './Golf';

const user = userEvent.setup({ delay: null });

let courses: Course[];
let record: PlayerRecord;
let family: Family;
let failRecord = false;
let offline = false;
let refuse = false;
let puts: { id: string; body: Record<string, unknown> }[] = [];

setupApiServer(
  http.get(`${API}/ext/golf/courses`, () => HttpResponse.json({ status: 'ok', courses })),
  http.get(`${API}/ext/golf/courses/:id`, ({ params }) => {
    const course = courses.find((candidate) => candidate.id === params.id);
    return course ? HttpResponse.json({ status: 'ok', course }) : HttpResponse.json({ status: 'nok', error: 'Course not found' }, { status: 404 });
  }),
  http.get(`${API}/cms/golf/record`, () => (failRecord ? HttpResponse.json({ status: 'nok', error: 'down' }, { status: 500 }) : HttpResponse.json({ status: 'ok', record }))),
  http.get(`${API}/cms/family`, () => HttpResponse.json({ status: 'ok', family })),
  http.put(`${API}/cms/golf/rounds/:id`, async ({ request, params }) => {
    if (offline) return HttpResponse.error();
    if (refuse) return HttpResponse.json({ status: 'nok', error: 'This round was recorded differently already' }, { status: 409 });
    const body = (await request.json()) as Record<string, unknown>;
    puts.push({ id: String(params.id), body });
    record = { ...record, rounds: [makeRound({ id: String(params.id), nine: 'front', par: 35, gross: 45, adjustedGross: 45, differential: 9.0, waiting: true }), ...record.rounds] };
    return HttpResponse.json({ status: 'ok', id: params.id, created: true });
  }),
);

const open = (route: string, language: 'zh' | 'en' = 'en') => renderPage(<Golf />, { route, path: '/golf/*', language });

beforeEach(() => {
  clearQueryCache();
  localStorage.clear();
  useRoundStore.setState({ drafts: [], pending: [] });
  courses = [makeCourse()];
  record = emptyRecord();
  family = { guardians: [], juniors: [], invites: [] };
  failRecord = false;
  offline = false;
  refuse = false;
  puts = [];
  signInAs(makeProfile({ _id: 'u1', fullName: 'Chan Tai Man' }));
});

describe('/golf', () => {
  it('says there are no rounds yet and no practice index (zh)', async () => {
    open('/golf', 'zh');
    expect(await screen.findByText('尚未有回合')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '練習指數' })).toBeInTheDocument();
    expect(screen.getByTestId('practice-index-value')).toHaveTextContent('尚未有');
    expect(screen.getByRole('link', { name: '記錄回合' })).toHaveAttribute('href', '/golf/rounds/new');
  });

  it('shows the practice index, labelled as one, and the rounds; accessible', async () => {
    record = { practiceIndex: 16.1, history: [{ date: '2026-05-03', index: 16.1, differential: 21.8 }], rounds: [makeRound({ gross: 97, adjustedGross: 94, differential: 21.8 }), makeRound({ id: 'r2', nine: 'back', waiting: true })] };
    const { container } = open('/golf');
    expect(await screen.findByTestId('practice-index-value')).toHaveTextContent('16.1');
    expect(screen.getByText(/A practice index only: the official Handicap Index comes from the national association/)).toBeInTheDocument();
    const rounds = screen.getAllByTestId('round');
    expect(rounds[0]).toHaveTextContent('Gross 97 (par 70)');
    expect(rounds[0]).toHaveTextContent('Adjusted 94 · Differential 21.8');
    expect(rounds[1]).toHaveTextContent('Back nine');
    expect(rounds[1]).toHaveTextContent('Waits for another nine');
    await expectAccessible(container);
  });

  it('says when the rounds cannot be loaded, and retries', async () => {
    failRecord = true;
    open('/golf');
    expect(await screen.findByText('Unable to load the rounds.')).toBeInTheDocument();
    failRecord = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No rounds yet')).toBeInTheDocument();
  });

  it('answers an unknown golf address with a not-found page', async () => {
    open('/golf/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Golf' })).toHaveAttribute('href', '/golf');
  });
});

describe('/golf/rounds/new', () => {
  async function scoreFrontNine() {
    await user.selectOptions(await screen.findByLabelText(/Course/), 'c1');
    await user.selectOptions(screen.getByLabelText(/Holes/), 'front');
    await user.click(screen.getByRole('button', { name: 'Start scoring' }));
    expect(await screen.findByTestId('hole-title')).toHaveTextContent('Hole 1 (1 of 9)');
    expect(screen.getByTestId('hole-strokes')).toHaveTextContent('4');
    expect(screen.getByText('Counts at most 9 for the index')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One stroke more' }));
    await user.click(screen.getByRole('button', { name: 'One stroke more' }));
    expect(screen.getByTestId('hole-strokes')).toHaveTextContent('6');
    for (let hole = 1; hole < 9; hole++) await user.click(screen.getByRole('button', { name: 'Next hole' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByTestId('round-total')).toHaveTextContent('Total 37 · par 35');
  }

  it('scores a nine hole by hole and sends it under the phone’s id', async () => {
    open('/golf/rounds/new');
    await scoreFrontNine();
    await user.click(screen.getByRole('button', { name: 'Save round' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(puts[0]!.body).toEqual({ personId: null, teeId: 't1', playedOn: expect.any(String), nine: 'front', strokes: [6, 4, 3, 5, 4, 4, 3, 4, 4] });
    expect(await screen.findByTestId('golf-home')).toBeInTheDocument();
    expect(await screen.findByTestId('round')).toHaveTextContent('Front nine');
    expect(useRoundStore.getState().pending).toEqual([]);
  });

  it('keeps the round on the phone without a signal and sends it, once, when back online', async () => {
    offline = true;
    open('/golf/rounds/new');
    await scoreFrontNine();
    await user.click(screen.getByRole('button', { name: 'Save round' }));
    const pending = await screen.findByTestId('pending-round');
    expect(pending).toHaveTextContent('Me (Chan Tai Man) · Kau Sai Chau North');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).pending).toHaveLength(1);
    const id = useRoundStore.getState().pending[0]!.id;
    offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByTestId('pending-rounds')).toBeNull());
    expect(puts.map((put) => put.id)).toEqual([id]);
    expect(await screen.findByTestId('round')).toBeInTheDocument();
  });

  it('a round the API refuses stays on the phone with the reason, until removed', async () => {
    refuse = true;
    open('/golf/rounds/new');
    await scoreFrontNine();
    await user.click(screen.getByRole('button', { name: 'Save round' }));
    const pending = await screen.findByTestId('pending-round');
    expect(pending).toHaveTextContent('Not accepted: This round was recorded differently already');
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
    await user.click(within(pending).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByTestId('pending-rounds')).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).pending).toEqual([]);
  });

  it('resumes a round in progress kept on the phone', async () => {
    open('/golf/rounds/new');
    await user.selectOptions(await screen.findByLabelText(/Course/), 'c1');
    await user.click(screen.getByRole('button', { name: 'Start scoring' }));
    await user.click(screen.getByRole('button', { name: 'Next hole' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).drafts[0].at).toBe(1);
    expect(screen.getByTestId('hole-title')).toHaveTextContent('Hole 2 (2 of 18)');
  });

  it('asks for a course before scoring, and says when there are none (zh)', async () => {
    const first = open('/golf/rounds/new');
    await user.click(await screen.findByRole('button', { name: 'Start scoring' }));
    expect(screen.getByText('Choose a course and a tee')).toBeInTheDocument();
    first.unmount();
    courses = [];
    clearQueryCache();
    open('/golf/rounds/new', 'zh');
    expect(await screen.findByText('尚未有球場')).toBeInTheDocument();
  });

  it('a guardian scores for a junior of the family', async () => {
    family = { guardians: [], juniors: [{ _id: 'p1', name: { zh: '陳小明', en: 'Chan Siu Ming' } } as Family['juniors'][number]], invites: [] };
    open('/golf/rounds/new');
    await user.selectOptions(await screen.findByLabelText(/Player/), 'p1');
    await scoreFrontNine();
    await user.click(screen.getByRole('button', { name: 'Save round' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body.personId).toBe('p1');
  });
});

describe('/golf/courses', () => {
  it('lists courses with their tees’ ratings, labelled as demo figures', async () => {
    open('/golf/courses');
    const course = await screen.findByTestId('course');
    expect(within(course).getByRole('heading', { name: 'Kau Sai Chau North' })).toBeInTheDocument();
    expect(course).toHaveTextContent('18 holes: CR 70.1 / Slope 124');
    expect(within(course).getByTestId('demo-figures')).toHaveTextContent('示範數字 / Demo figures — replace with the association’s');
    expect(screen.getByRole('link', { name: 'About the courses the club plays' })).toHaveAttribute('href', '/golfcourses');
  });

  it('shows a scorecard, and a not-found page for a course that is gone', async () => {
    open('/golf/courses/c1');
    expect(await screen.findByRole('heading', { name: 'Kau Sai Chau North' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Hole', 'Par', 'SI']);
    cleanup();
    clearQueryCache();
    open('/golf/courses/gone', 'zh');
    expect(await screen.findByRole('heading', { name: '找不到此球場' })).toBeInTheDocument();
  });
});
