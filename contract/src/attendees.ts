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
  /** Places held now for members offered them from the waiting list (nobody else can take them). */
  held: z.number(),
  /** Members in line for a place, not counting those holding one. */
  waiting: z.number(),
});

/** One member on an event's waiting list, as its admins see them. */
export const waitlistEntrySchema = z.object({
  _id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  joinedAt: z.string(),
  /** 0 while a place is held for them (until `holdUntil`); 1 is next in line. */
  position: z.number(),
  holdUntil: z.string().nullable(),
});

/** `GET /admin/event/{eventId}/enrollments`: who is coming, earliest enrolment first. */
export const attendeesResponseSchema = z.object({
  status: z.literal('ok'),
  event: eventSchema,
  enrollments: z.array(enrollmentSchema),
  totals: attendeeTotalsSchema,
  refunds: z.array(refundSchema),
  /** Places held now (soonest to lapse first), then everyone in line in order. */
  waitlist: z.array(waitlistEntrySchema),
});

export type Refund = z.infer<typeof refundSchema>;
export type AttendeeTotals = z.infer<typeof attendeeTotalsSchema>;
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export type AttendeesResponse = z.infer<typeof attendeesResponseSchema>;
