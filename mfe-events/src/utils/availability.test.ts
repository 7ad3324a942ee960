import { availabilityOf, bookingSpotsNotice, isFull, spotsRemaining } from './availability';

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
