import type { z } from 'zod';
import { pickText, type ContentLanguage, type Translations } from '@golf/contract/content-language';
import type { TextReader } from '../core/translations.js';
import { formatEntryCode, toDollars } from './rules.js';
import type { EnrollmentRow, EventRow } from './table.js';
import type { enrollmentSchema, eventSchema } from '@golf/contract/event-shapes';

type EventTexts = Pick<EventRow, 'nameZh' | 'nameEn' | 'descriptionZh' | 'descriptionEn' | 'venueZh' | 'venueEn'>;

/** An event's name, description and venue in both languages as written (DESIGN §13). */
export function eventTranslations(row: EventTexts): { names: Translations; descriptions: Translations; venues: Translations } {
  return {
    names: { zh: row.nameZh, en: row.nameEn },
    descriptions: { zh: row.descriptionZh, en: row.descriptionEn },
    venues: { zh: row.venueZh, en: row.venueEn },
  };
}

/** An event's texts in `language`, each in the other one where it is not written: for mails, .ics files and payment lines. */
export function eventIn(row: EventTexts, language: ContentLanguage): { name: string; description: string; venue: string } {
  const { names, descriptions, venues } = eventTranslations(row);
  return { name: pickText(names, language).text, description: pickText(descriptions, language).text, venue: pickText(venues, language).text };
}

/** An event as `reader` reads it (docs/api-contract.md "Event"): in its language, else the other; both for an admin. */
export function eventJson(row: EventRow, reader: TextReader): z.infer<typeof eventSchema> {
  const translations = eventTranslations(row);
  const name = pickText(translations.names, reader.language);
  const description = pickText(translations.descriptions, reader.language);
  const venue = pickText(translations.venues, reader.language);
  return {
    _id: row.id,
    name: name.text,
    nameLang: name.lang,
    description: description.text,
    descriptionLang: description.lang,
    venue: venue.text,
    venueLang: venue.lang,
    ...(reader.both && translations),
    date: row.date,
    // PostgreSQL may answer 19:00:00 or 19:00:00.000 depending on the driver; the contract is HH:mm:ss.
    time: row.time.slice(0, 8),
    duration: row.duration,
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
