import { availabilityOf, bookingSpotsNotice, eventStatusOf, isFull, spotsRemaining } from './availability';

const capacity = (currentParticipants: number, maxParticipants: number) => ({ currentParticipants, maxParticipants });

test('full when current ≥ max (even when over-booked)', () => {
  expect(availabilityOf(capacity(10, 10))).toEqual({ kind: 'full' });
  expect(availabilityOf(capacity(12, 10))).toEqual({ kind: 'full' });
  expect(isFull(capacity(9, 10))).toBe(false);
  expect(spotsRemaining(capacity(12, 10))).toBe(0);
});

test("'spots left' at 3 or fewer, Available above", () => {
  expect(availabilityOf(capacity(7, 10))).toEqual({ kind: 'few', remaining: 3 });
  expect(availabilityOf(capacity(9, 10))).toEqual({ kind: 'few', remaining: 1 });
  expect(availabilityOf(capacity(6, 10))).toEqual({ kind: 'available', remaining: 4 });
  expect(availabilityOf(capacity(0, 1))).toEqual({ kind: 'few', remaining: 1 });
});

test("the booking dialog's 'spots remaining' shows for 1 to 5 only", () => {
  expect(bookingSpotsNotice(capacity(5, 10))).toBe(5);
  expect(bookingSpotsNotice(capacity(9, 10))).toBe(1);
  expect(bookingSpotsNotice(capacity(4, 10))).toBeNull();
  expect(bookingSpotsNotice(capacity(10, 10))).toBeNull();
});

describe('eventStatusOf: one status per event', () => {
  const event = (fields: Partial<{ currentParticipants: number; maxParticipants: number; heldPlaces: number; date: string; allowRegistration: boolean }> = {}) => ({
    currentParticipants: 2,
    maxParticipants: 10,
    heldPlaces: 0,
    date: '2099-01-01',
    allowRegistration: true,
    ...fields,
  });

  test('enrolled wins over every other state', () => {
    expect(eventStatusOf(event(), { enrolled: true })).toEqual({ kind: 'enrolled' });
    expect(eventStatusOf(event({ currentParticipants: 10 }), { enrolled: true })).toEqual({ kind: 'enrolled' });
    expect(eventStatusOf(event({ allowRegistration: false }), { enrolled: true })).toEqual({ kind: 'enrolled' });
    expect(eventStatusOf(event({ date: '2020-01-01' }), { enrolled: true })).toEqual({ kind: 'enrolled' });
  });

  test('ended, then closed, then the places', () => {
    expect(eventStatusOf(event({ date: '2020-01-01', allowRegistration: false, currentParticipants: 10 }))).toEqual({ kind: 'ended' });
    expect(eventStatusOf(event({ allowRegistration: false, currentParticipants: 10 }))).toEqual({ kind: 'closed' });
    expect(eventStatusOf(event({ currentParticipants: 2 }), { past: true })).toEqual({ kind: 'ended' });
  });

  test('full wins over places left: a held place is taken, except for the one it is held for', () => {
    expect(eventStatusOf(event({ currentParticipants: 9, heldPlaces: 1 }))).toEqual({ kind: 'full' });
    expect(eventStatusOf(event({ currentParticipants: 9, heldPlaces: 1 }), { holding: true })).toEqual({ kind: 'few', remaining: 1 });
    expect(eventStatusOf(event({ currentParticipants: 11 }))).toEqual({ kind: 'full' });
    expect(eventStatusOf(event({ currentParticipants: 8 }))).toEqual({ kind: 'few', remaining: 2 });
    expect(eventStatusOf(event())).toEqual({ kind: 'available', remaining: 8 });
  });
});
