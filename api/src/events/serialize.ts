import type { z } from 'zod';
import { formatEntryCode, toDollars } from './rules.js';
import type { EnrollmentRow, EventRow } from './table.js';
import type { enrollmentSchema, eventSchema } from '@golf/contract/event-shapes';

/** An event as every client sees it (docs/api-contract.md "Event"). */
export function eventJson(row: EventRow): z.infer<typeof eventSchema> {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    date: row.date,
    // PostgreSQL may answer 19:00:00 or 19:00:00.000 depending on the driver; the contract is HH:mm:ss.
    time: row.time.slice(0, 8),
    duration: row.duration,
    venue: row.venue,
    maxParticipants: row.maxParticipants,
    currentParticipants: row.currentParticipants,
    heldPlaces: row.heldPlaces,
    priceMember: toDollars(row.priceMemberCents),
    priceNonMember: toDollars(row.priceNonMemberCents),
    imageFileId: row.imageFileId,
    type: row.type,
    coach: row.coach,
    tag: row.tag,
    allowRegistration: row.allowRegistration,
    cancellationHours: row.cancellationHours,
  };
}

/** An enrolment as its owner and the admins see it (docs/api-contract.md "Enrollment"). */
export function enrollmentJson(row: EnrollmentRow): z.infer<typeof enrollmentSchema> {
  return {
    _id: row.id,
    eventId: row.eventId,
    userId: row.userId,
    personId: row.personId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    price: toDollars(row.priceCents),
    remarks: row.remarks,
    entryCode: formatEntryCode(row.entryCode),
    paymentStatus: row.paymentStatus,
    paymentLink: row.paymentLink,
    paymentLinkId: row.paymentLinkId,
    paidWith: row.paidWith,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    checkedInAt: row.checkedInAt ? row.checkedInAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
