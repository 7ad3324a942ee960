import { tileClasses } from './MonthCalendar';

jest.mock('react-calendar', () => jest.requireActual('../../../testing/react-calendar-double'));

const may2030 = new Date(2030, 4, 1);

test("the month picker marks the month in view, not today's nor the chosen day's (issue 35)", () => {
  expect(tileClasses(new Date(2030, 4, 1), 'year', may2030, new Set())).toEqual(['golf-calendar__in-view']);
  // Any other month of the picker, today's included, is not marked.
  for (const month of [0, 3, 5, 11]) expect(tileClasses(new Date(2030, month, 1), 'year', may2030, new Set())).toBeNull();
  // The same month of another year is another month.
  expect(tileClasses(new Date(2031, 4, 1), 'year', may2030, new Set())).toBeNull();
});

test('a day names itself and is marked when it has events', () => {
  expect(tileClasses(new Date(2030, 4, 7), 'month', may2030, new Set(['2030-05-07']))).toEqual(['golf-calendar__day-2030-05-07', 'golf-calendar__marked']);
  expect(tileClasses(new Date(2030, 4, 8), 'month', may2030, new Set(['2030-05-07']))).toEqual(['golf-calendar__day-2030-05-08']);
});
