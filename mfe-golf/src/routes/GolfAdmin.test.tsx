import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Course } from '@golf/contract/golf';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { clearQueryCache } from '@golf/shared/hooks/use-query';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';
import '../testing/slow-machine';
import { makeCourse } from '../testing/golf-fixtures';
import GolfAdmin from './GolfAdmin';

const user = userEvent.setup({ delay: null });

let courses: Course[];
let sent: { method: string; body: unknown }[] = [];
let failCourses = false;

setupApiServer(
  http.get(`${API}/ext/golf/courses`, () => (failCourses ? HttpResponse.json({ status: 'nok', error: 'down' }, { status: 500 }) : HttpResponse.json({ status: 'ok', courses }))),
  http.get(`${API}/ext/golf/courses/:id`, ({ params }) => {
    const course = courses.find((candidate) => candidate.id === params.id);
    return course ? HttpResponse.json({ status: 'ok', course }) : HttpResponse.json({ status: 'nok', error: 'Course not found' }, { status: 404 });
  }),
  http.post(`${API}/admin/golf/courses`, async ({ request }) => {
    const body = (await request.json()) as { name: { en: string } };
    sent.push({ method: 'POST', body });
    if (!body.name.en.trim()) return HttpResponse.json({ status: 'nok', error: 'Enter the course name in Chinese and in English' }, { status: 400 });
    return HttpResponse.json({ status: 'ok', course: makeCourse({ id: 'c2' }) });
  }),
  http.put(`${API}/admin/golf/courses/:id`, async ({ request }) => {
    sent.push({ method: 'PUT', body: await request.json() });
    return HttpResponse.json({ status: 'ok', course: courses[0] });
  }),
  http.delete(`${API}/admin/golf/courses/:id`, () => HttpResponse.json({ status: 'nok', error: 'Rounds were played on this course: it cannot be deleted' }, { status: 409 })),
);

const open = (route: string, language: 'zh' | 'en' = 'en') => renderPage(<GolfAdmin />, { route, path: '/golf/admin/*', language });

beforeEach(() => {
  clearQueryCache();
  courses = [makeCourse()];
  sent = [];
  failCourses = false;
  signInAs(makeProfile({ userGroup: 'Admin' }));
});

describe('/golf/admin', () => {
  it('lists the courses with the demo label (zh)', async () => {
    open('/golf/admin', 'zh');
    const course = await screen.findByTestId('admin-course');
    expect(course).toHaveTextContent('滘西洲北場');
    expect(course).toHaveTextContent('Kau Sai Chau North · 1 個發球台');
    expect(within(course).getByTestId('demo-figures')).toBeInTheDocument();
  });

  it('says when there are no courses, or they cannot be loaded', async () => {
    courses = [];
    const first = open('/golf/admin');
    expect(await screen.findByText('No courses yet')).toBeInTheDocument();
    first.unmount();
    clearQueryCache();
    failCourses = true;
    open('/golf/admin');
    expect(await screen.findByText('Unable to load the courses.')).toBeInTheDocument();
  });

  it('adds a course: the API’s refusal is shown in the form', async () => {
    open('/golf/admin/new');
    await user.type(await screen.findByLabelText(/Name \(Chinese\)/), '清水灣');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the course name in Chinese and in English');
    await user.type(screen.getByLabelText(/Name \(English\)/), 'Clearwater Bay');
    await user.type(screen.getByLabelText(/Tee name/), 'Blue');
    await user.type(screen.getByLabelText(/Course Rating, 18 holes/), '71.9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const body = sent[1]!.body as { name: unknown; tees: { name: string; holes: unknown[]; ratings: { full: { courseRating: unknown } } }[] };
    expect(body.name).toEqual({ zh: '清水灣', en: 'Clearwater Bay' });
    expect(body.tees[0]!.name).toBe('Blue');
    expect(body.tees[0]!.holes).toHaveLength(18);
    expect(body.tees[0]!.ratings.full.courseRating).toBe(71.9);
    expect(await screen.findByTestId('golf-admin')).toBeInTheDocument();
  });

  it('edits a course keeping its tee ids; a course that is gone is not found', async () => {
    const first = open('/golf/admin/c1');
    expect(await screen.findByDisplayValue('Kau Sai Chau North')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { tees: [{ id: 't1', holes: expect.any(Array) }] } });
    first.unmount();
    clearQueryCache();
    open('/golf/admin/gone');
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
  });

  it('asks before deleting, and says why a course with rounds stays', async () => {
    open('/golf/admin');
    await user.click(await screen.findByRole('button', { name: 'Delete Kau Sai Chau North' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(dialog).toHaveTextContent('A course with rounds cannot be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Refused (409): the course stays listed and the question open.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.getByTestId('admin-course')).toBeInTheDocument();
  });
});
