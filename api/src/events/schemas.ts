import { z } from 'zod';
import { isCalendarDate, isCalendarMonth } from '@golf/contract/dates';

// The event form, the enrolment form and the shapes of events and enrolments are the contract's
// (@golf/contract): the admin's form and the booking dialog check with the same schemas. What
// only the API reads (the calendar's queries) stays here.

export const calendarQuery = z.object({
  date: z.string('events.calendarDate').refine(isCalendarDate, 'events.calendarDate').describe('YYYY-MM-DD'),
});

export const calendarDatesQuery = z.object({
  month: z.string('events.calendarMonth').refine(isCalendarMonth, 'events.calendarMonth').describe('YYYY-MM'),
});
