import { ApiError, apiPost } from '@golf/shared/api/client';
import type { Enrollment, GolfEvent } from '@golf/contract/event-shapes';
import type { JuniorCare } from '@golf/contract/attendees';

export interface Headcount {
  enrolled: number;
  paid: number;
  checkedIn: number;
}

/** A member QR card as the door reads it (POST /admin/membership/verify). */
export interface MemberCard {
  _id: string;
  fullName: string;
  /** null for a junior's card: juniors have no member number. */
  numericId: number | null;
  /** A junior's card, shown on a guardian's phone (absent from an older API). */
  junior?: boolean;
  annualMembershipExpiredAt: string | null;
  membershipActive: boolean;
  accountFrozen: boolean;
}

/** What the door learns about a code: an entry code (POST /admin/event/checkin) or a member card. */
export type CheckInOutcome =
  | {
      /** wrongDay: a paid code for an event on another day; nothing was recorded. */
      result: 'checkedIn' | 'alreadyCheckedIn' | 'unpaid' | 'wrongDay';
      code: string;
      enrollment: Enrollment;
      event: GolfEvent;
      checkedInAt: string | null;
      headcount: Headcount;
      /** False: the event is on another day (the door is warned). */
      today: boolean;
      /** A junior's place: the guardian's phone, emergency contact, medical note, photo consent. */
      junior: JuniorCare | null;
    }
  | { result: 'member'; code: string; member: MemberCard }
  | { result: 'notFound' | 'invalid'; code: string; message: string | null };

interface CheckInBody {
  result: 'checkedIn' | 'alreadyCheckedIn' | 'unpaid' | 'wrongDay';
  enrollment: Enrollment;
  event: GolfEvent;
  checkedInAt: string | null;
  headcount: Headcount;
  today: boolean;
  junior?: JuniorCare | null;
}

/**
 * Entry codes start GBEVT: (in any case, with any spaces), or are the short manual code printed
 * under the QR (7F3A-2C91, eight hex digits); anything else is read as a member card.
 */
export const isEntryCode = (text: string) => /^\s*gbevt\s*:/i.test(text) || /^\s*[0-9a-f]{4}[\s-]?[0-9a-f]{4}\s*$/i.test(text);

/**
 * Admits the holder of an entry code once, on the event's day. The server answers ok for checked
 * in, already used, unpaid and another day's code; 404 for a code of no enrolment and 400 for text that is no entry code at all.
 * Anything else (no network, no admin rights) is thrown.
 */
export async function checkIn(code: string): Promise<CheckInOutcome> {
  try {
    const body = await apiPost<CheckInBody>('admin/event/checkin', { code });
    return { result: body.result, code, enrollment: body.enrollment, event: body.event, checkedInAt: body.checkedInAt ?? null, headcount: body.headcount, today: body.today, junior: body.junior ?? null };
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return { result: 'notFound', code, message: error.serverMessage };
    if (error instanceof ApiError && error.httpStatus === 400) return { result: 'invalid', code, message: error.serverMessage };
    throw error;
  }
}

/** Reads a member QR card: who it is and whether their membership runs today. */
export async function verifyMemberCard(code: string): Promise<CheckInOutcome> {
  try {
    const { user } = await apiPost<{ user: MemberCard }>('admin/membership/verify', { token: code.trim() });
    return { result: 'member', code, member: user };
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return { result: 'notFound', code, message: error.serverMessage };
    if (error instanceof ApiError && error.httpStatus === 400) return { result: 'invalid', code, message: error.serverMessage };
    throw error;
  }
}
