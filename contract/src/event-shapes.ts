import { z } from './zod.ts';
import { EVENT_TYPES } from './events.ts';
import { contentLanguageSchema, translationsSchema } from './translatable.ts';

/** An event as every client sees it; money in HKD dollars. */
export const eventSchema = z.object({
  _id: z.string(),
  name: z.string().describe("in the caller's language (Accept-Language), else in the other one"),
  nameLang: contentLanguageSchema,
  description: z.string(),
  descriptionLang: contentLanguageSchema,
  date: z.string().describe('YYYY-MM-DD, Hong Kong calendar day'),
  time: z.string().describe('HH:mm:ss, Hong Kong time'),
  duration: z.string(),
  venue: z.string(),
  venueLang: contentLanguageSchema,
  /** Admins only: both languages as written (null where not written). */
  names: translationsSchema.optional(),
  descriptions: translationsSchema.optional(),
  venues: translationsSchema.optional(),
  maxParticipants: z.number(),
  currentParticipants: z.number(),
  heldPlaces: z.number().describe('places held for members offered them from the waiting list'),
  priceMember: z.number().describe('HKD dollars'),
  priceNonMember: z.number().describe('HKD dollars'),
  imageFileId: z.string().nullable(),
  type: z.enum(EVENT_TYPES),
  coach: z.string().nullable(),
  tag: z.string().nullable(),
  allowRegistration: z.boolean(),
  cancellationHours: z.number().describe('a member may cancel a paid booking, refunded, until this many hours before the start'),
});

export const PAYMENT_STATUSES = ['Pending', 'Paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * How a paid enrolment was paid: online checkout, a free practice session, recorded by an admin
 * (cash at the desk, a bank transfer), or nothing to pay (a free event).
 */
export const PAID_WITH = ['payment', 'freePractice', 'cash', 'bankTransfer', 'free'] as const;
export type PaidWith = (typeof PAID_WITH)[number];
/** What an admin can record by hand (`POST /admin/event/enrollment/{id}/mark-paid {method}`). */
export const MANUAL_PAYMENT_METHODS = ['cash', 'bankTransfer'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

/** An enrolment as its owner and the admins see it. */
export const enrollmentSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  userId: z.string().describe('the account that booked (and pays)'),
  personId: z.string().describe("the participant: the booking account's own person id (= userId) or one of its juniors"),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  price: z.number().describe('HKD dollars'),
  remarks: z.string().nullable(),
  entryCode: z.string().describe('the short code under the entry QR, typed at the door when the camera cannot read it (7F3A-2C91)'),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentLink: z.string().nullable(),
  paymentLinkId: z.string().nullable(),
  paidWith: z.enum(PAID_WITH).nullable(),
  paidAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
});

/** The caller's place on an event's waiting list: in line (position 1 is next), or holding a place. */
export const myWaitlistSchema = z.object({
  position: z.number().describe('1 is next in line; 0 while a place is held for the caller'),
  holdUntil: z.string().nullable().describe('while a place is held for the caller: until when'),
});
export type MyWaitlist = z.infer<typeof myWaitlistSchema>;

/** One of a guardian's family on an event's waiting list (issue 39): the caller's own person or a junior. */
export const familyWaitlistEntrySchema = myWaitlistSchema.extend({
  personId: z.string(),
  name: z.string().describe("the caller's account name, or the junior's names"),
  self: z.boolean().describe('the caller; else one of their juniors'),
});
export type FamilyWaitlistEntry = z.infer<typeof familyWaitlistEntrySchema>;

export type GolfEvent = z.infer<typeof eventSchema>;
export type Enrollment = z.infer<typeof enrollmentSchema>;

/** An event as its caller sees it (`GET /cms/event/get/{id}`, less `status`): the API's answer and the detail page's type. */
/** One of the caller's family on an event page: who may go, at what price, and their booking. */
export const familyParticipantSchema = z.object({
  personId: z.string(),
  self: z.boolean().describe('the caller; else one of their juniors'),
  fullName: z.string().describe("the caller's account name, or the junior's names (陳小明 Chan Siu Ming)"),
  price: z.number().describe("HKD dollars, by the participant's own membership"),
  enrollment: enrollmentSchema.nullable().describe('their enrolment booked by the caller, or null'),
});
export type FamilyParticipant = z.infer<typeof familyParticipantSchema>;

export const eventDetailSchema = z.object({
  event: eventSchema,
  myEnrollment: enrollmentSchema.nullable(),
  myFamily: z
    .array(familyParticipantSchema)
    .describe('the caller first, then their juniors (issue 39); empty for a caller without juniors, who books for themselves alone'),
  myPrice: z.number().describe("HKD dollars: the member price while the caller's annual membership runs, else the non-member price"),
  myWaitlist: myWaitlistSchema.nullable().describe('the caller on the waiting list: in line, or holding a freed place; null when not on it'),
  myFamilyWaitlist: z
    .array(familyWaitlistEntrySchema)
    .describe('everyone the caller manages who is on the waiting list (their own person and their juniors), in the order of myFamily; empty when none'),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** One of the caller's bookings: the enrolment and its event (`GET /cms/event/my-enrollments`). */
export const bookingSchema = z.object({ enrollment: enrollmentSchema, event: eventSchema });
export const myBookingsSchema = z.object({ upcoming: z.array(bookingSchema), past: z.array(bookingSchema) });
export type Booking = z.infer<typeof bookingSchema>;
export type MyBookings = z.infer<typeof myBookingsSchema>;
