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
  /** The account that put them on the list (mailed when a place is offered). */
  userId: z.string(),
  /** Who waits: the account's own person (= userId) or one of its family's juniors. */
  personId: z.string(),
  fullName: z.string(),
  /** For a junior: the name of the account that put them on the list; email and phone are theirs. Else null. */
  guardianName: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  joinedAt: z.string(),
  /** 0 while a place is held for them (until `holdUntil`); 1 is next in line. */
  position: z.number(),
  holdUntil: z.string().nullable(),
});

/**
 * What the door and the organisers need about a junior's place (issue 39 point 7): who booked them
 * and how to reach them, the emergency contact, the medical note and whether photos are allowed.
 * Admins only; never shown to other members.
 */
export const juniorCareSchema = z.object({
  enrollmentId: z.string(),
  guardianName: z.string(),
  /** The phone given when booking. */
  guardianPhone: z.string(),
  emergencyContact: z.object({ name: z.string(), relation: z.string().nullable(), phone: z.string() }).nullable(),
  medicalNotes: z.string().nullable(),
  /** null: the guardian has not answered. */
  photoConsent: z.boolean().nullable(),
});

/** `GET /admin/event/{eventId}/enrollments`: who is coming, earliest enrolment first. */
export const attendeesResponseSchema = z.object({
  status: z.literal('ok'),
  event: eventSchema,
  enrollments: z.array(enrollmentSchema),
  /** One entry per enrolment of a junior. */
  juniors: z.array(juniorCareSchema),
  totals: attendeeTotalsSchema,
  refunds: z.array(refundSchema),
  /** Places held now (soonest to lapse first), then everyone in line in order. */
  waitlist: z.array(waitlistEntrySchema),
});

export type Refund = z.infer<typeof refundSchema>;
export type JuniorCare = z.infer<typeof juniorCareSchema>;
export type AttendeeTotals = z.infer<typeof attendeeTotalsSchema>;
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export type AttendeesResponse = z.infer<typeof attendeesResponseSchema>;
