import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FamilyParticipant, FamilyWaitlistEntry, GolfEvent } from '@golf/contract/event-shapes';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { clubHandler } from '@golf/shared/testing/club';
import Events from '../../../routes/Events';
import { makeEnrollment, makeEvent, makeProfile, signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';

// Typing into Chakra fields in jsdom is slow on a shared 2-core machine.
jest.setTimeout(20_000);

/** A guardian (u1) with two juniors, on a full event (decision 97: one waiting-list entry per person). */
const person = (personId: string, fullName: string, self = false): FamilyParticipant => ({ personId, self, fullName, price: 150, enrollment: null });
const state = {
  event: makeEvent() as GolfEvent,
  family: [] as FamilyParticipant[],
  waitlist: [] as FamilyWaitlistEntry[],
  calls: [] as string[],
  bodies: [] as unknown[],
};
const entry = (personId: string, position: number, holdUntil: string | null = null): FamilyWaitlistEntry => {
  const who = state.family.find((member) => member.personId === personId)!;
  return { personId, name: who.fullName, self: who.self, position, holdUntil };
};

const server = setupApiServer(
  clubHandler(),
  http.get(`${API}/cms/event/get/:id`, () =>
    HttpResponse.json({
      status: 'ok',
      event: state.event,
      myEnrollment: null,
      myFamily: state.family,
      myPrice: 150,
      myWaitlist: null,
      myFamilyWaitlist: state.waitlist,
    }),
  ),
  http.post(`${API}/cms/event/waitlist/:id`, async ({ request }) => {
    const body = (await request.json()) as { participants: string[] };
    state.calls.push('POST waitlist');
    state.bodies.push(body);
    state.waitlist = [...state.waitlist, ...body.participants.map((id, index) => entry(id, state.waitlist.length + index + 1))];
    return HttpResponse.json({ status: 'ok', myWaitlist: null, myFamilyWaitlist: state.waitlist });
  }),
  http.delete(`${API}/cms/event/waitlist/:id`, ({ request }) => {
    const personId = new URL(request.url).searchParams.get('personId');
    state.calls.push(`DELETE waitlist ${personId}`);
    state.waitlist = state.waitlist.filter((waiting) => waiting.personId !== personId);
    return HttpResponse.json({ status: 'ok', myWaitlist: null, myFamilyWaitlist: state.waitlist });
  }),
  http.post(`${API}/cms/event/enroll/:id`, async ({ request }) => {
    const body = (await request.json()) as { participants: string[] };
    state.calls.push('POST enroll');
    state.bodies.push(body);
    const held = state.waitlist.filter((waiting) => body.participants.includes(waiting.personId) && waiting.position === 0).length;
    state.event = { ...state.event, currentParticipants: state.event.currentParticipants + body.participants.length, heldPlaces: state.event.heldPlaces - held };
    state.waitlist = state.waitlist.filter((waiting) => !body.participants.includes(waiting.personId));
    state.family = state.family.map((member) =>
      body.participants.includes(member.personId) ? { ...member, enrollment: makeEnrollment({ _id: `en-${member.personId}`, personId: member.personId, fullName: member.fullName }) } : member,
    );
    const enrollments = body.participants.map((id) => state.family.find((member) => member.personId === id)!.enrollment);
    return HttpResponse.json(enrollments.length === 1 ? { status: 'ok', enrollment: enrollments[0] } : { status: 'ok', enrollments });
  }),
);

beforeEach(() => {
  state.event = makeEvent({ currentParticipants: 20, maxParticipants: 20 });
  state.family = [person('u1', 'Chan Tai Man', true), person('p-elder', '陳小明 Chan Siu Ming'), person('p-younger', 'Chan Siu Fong')];
  state.waitlist = [];
  state.calls.length = 0;
  state.bodies.length = 0;
  signIn(makeProfile({ fullName: 'Chan Tai Man', phone: '91234567' }));
});

const open = (language: 'en' | 'zh' = 'en') => renderRoute(<Events />, { route: '/events/ev1', path: '/events/*', language });
const row = (name: RegExp) => screen.getAllByTestId('family-member').find((item) => name.test(item.textContent ?? ''))!;

test('a full event: the guardian chooses who waits, each gets a place in line, and one can leave', async () => {
  const user = userEvent.setup();
  open();
  const panel = await screen.findByTestId('family-booking-panel');
  expect(within(panel).getByText('This event is full')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Book' })).toBeDisabled();

  await user.click(within(panel).getByRole('button', { name: 'Join the waiting list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Waiting list: Wednesday Range Practice' });
  const choices = within(dialog).getAllByRole('checkbox');
  expect(choices).toHaveLength(3);
  // Everyone who may wait is chosen at first.
  expect(await within(dialog).findByText('3 people wait')).toBeInTheDocument();
  // The guardian themselves does not wait: only the two juniors.
  await user.click(within(dialog).getByRole('checkbox', { name: 'Chan Tai Man (you)' }));
  expect(within(dialog).getByText('2 people wait')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Join the waiting list' }));

  await waitFor(() => expect(row(/Siu Fong/)).toHaveAttribute('data-state', 'waiting'));
  expect(state.bodies).toEqual([{ participants: ['p-elder', 'p-younger'] }]);
  expect(row(/Siu Ming/)).toHaveTextContent('Waiting list no. 1');
  expect(row(/Siu Fong/)).toHaveTextContent('Waiting list no. 2');
  expect(row(/Tai Man/)).toHaveAttribute('data-state', 'notBooked');
  // Still someone who could wait: the guardian.
  expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Take 陳小明 Chan Siu Ming off the waiting list' }));
  await waitFor(() => expect(row(/Siu Ming/)).toHaveAttribute('data-state', 'notBooked'));
  expect(state.calls).toContain('DELETE waitlist p-elder');
  expect(row(/Siu Fong/)).toHaveAttribute('data-state', 'waiting');
});

test('a place held for one junior shows its deadline and books that junior alone', async () => {
  const user = userEvent.setup();
  state.event = makeEvent({ currentParticipants: 19, heldPlaces: 1, maxParticipants: 20 });
  state.waitlist = [entry('p-younger', 0, '2030-03-10T04:00:00.000Z'), entry('p-elder', 1)];
  open();
  await waitFor(() => expect(row(/Siu Fong/)).toHaveAttribute('data-state', 'held'));
  expect(row(/Siu Fong/)).toHaveTextContent('Place held');
  expect(within(row(/Siu Fong/)).getByRole('status')).toHaveTextContent('Place held until 10 Mar 2030, 12:00');
  expect(row(/Siu Ming/)).toHaveTextContent('Waiting list no. 1');
  // For the others the event is as full as for anyone: no Book, but the guardian may still wait.
  expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();
  expect(screen.getByText('This event is full')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();

  await user.click(within(row(/Siu Fong/)).getByRole('button', { name: 'Book the held place' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
  await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /Chan Siu Fong/ })).toBeChecked());
  await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
  await waitFor(() => expect(row(/Siu Fong/)).toHaveAttribute('data-state', 'pending'));
  expect(state.bodies.at(-1)).toMatchObject({ participants: ['p-younger'] });
  expect(state.event.heldPlaces).toBe(0);
});

test('in Chinese: the place in line, the held place and its deadline', async () => {
  state.event = makeEvent({ currentParticipants: 19, heldPlaces: 1, maxParticipants: 20 });
  state.waitlist = [entry('p-younger', 0, '2030-03-10T04:00:00.000Z'), entry('p-elder', 1)];
  open('zh');
  await waitFor(() => expect(row(/Siu Fong/)).toHaveAttribute('data-state', 'held'));
  expect(row(/Siu Fong/)).toHaveTextContent('已保留名額');
  expect(within(row(/Siu Fong/)).getByRole('status')).toHaveTextContent('名額保留至 2030年3月10日 下午12:00，之後會讓給下一位候補。');
  expect(within(row(/Siu Fong/)).getByRole('button', { name: '報名保留名額' })).toBeInTheDocument();
  expect(row(/Siu Ming/)).toHaveTextContent('候補第 1 位');
});

test('a refused join says why and leaves everyone as they were', async () => {
  const user = userEvent.setup();
  server.use(http.post(`${API}/cms/event/waitlist/:id`, () => HttpResponse.json({ status: 'nok', error: 'This event still has places: enrol instead.' }, { status: 409 })));
  open();
  await user.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Join the waiting list' }));
  expect(await screen.findByText('This event still has places: enrol instead.')).toBeInTheDocument();
  expect(screen.getAllByTestId('family-member').map((item) => item.getAttribute('data-state'))).toEqual(['notBooked', 'notBooked', 'notBooked']);
});
