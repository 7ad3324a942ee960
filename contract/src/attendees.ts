import { z } from './zod.ts';
import { enrollmentSchema, eventSchema, PAID_WITH } from './event-shapes.ts';

/** A refund an admin made: the enrolment is gone (its place freed), this record stays. */
export const refundSchema = z.object({
  _id: z.string(),
  enrollmentId: z.string(),
  fullName: z.string(),
  email: z.string(),
  amount: z.number().describe('HKD dollars'),
  paidWith: z.enum(PAID_WITH),
  refundedAt: z.string(),
});

/** The headcount of an event for its admins. */
export const attendeeTotalsSchema = z.object({
  enrolled: z.number(),
  paid: z.number(),
  checkedIn: z.number(),
  /** HKD dollars received for the paid places (free practice counts nothing). */
  paidAmount: z.number(),
});

/** `GET /admin/event/{eventId}/enrollments`: who is coming, earliest enrolment first. */
export const attendeesResponseSchema = z.object({
  status: z.literal('ok'),
  event: eventSchema,
  enrollments: z.array(enrollmentSchema),
  totals: attendeeTotalsSchema,
  refunds: z.array(refundSchema),
});

export type Refund = z.infer<typeof refundSchema>;
export type AttendeeTotals = z.infer<typeof attendeeTotalsSchema>;
export type AttendeesResponse = z.infer<typeof attendeesResponseSchema>;
