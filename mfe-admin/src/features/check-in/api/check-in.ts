import { ApiError, apiPost } from '@golf/shared/api/client';
import type { Enrollment, GolfEvent } from '@golf/contract/event-shapes';

/** What the door learns about a code (POST /admin/event/checkin {code}). */
export type CheckInOutcome =
  | {
      result: 'checkedIn' | 'alreadyCheckedIn' | 'unpaid';
      code: string;
      enrollment: Enrollment;
      event: GolfEvent;
      checkedInAt: string | null;
    }
  | { result: 'notFound' | 'invalid'; code: string; message: string | null };

interface CheckInBody {
  result: 'checkedIn' | 'alreadyCheckedIn' | 'unpaid';
  enrollment: Enrollment;
  event: GolfEvent;
  checkedInAt: string | null;
}

/**
 * Admits the holder of an entry code once. The server answers ok for checked in, already used
 * and unpaid; 404 for a code of no enrolment and 400 for text that is no entry code at all.
 * Anything else (no network, no admin rights) is thrown.
 */
export async function checkIn(code: string): Promise<CheckInOutcome> {
  try {
    const body = await apiPost<CheckInBody>('admin/event/checkin', { code });
    return { result: body.result, code, enrollment: body.enrollment, event: body.event, checkedInAt: body.checkedInAt ?? null };
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return { result: 'notFound', code, message: error.serverMessage };
    if (error instanceof ApiError && error.httpStatus === 400) return { result: 'invalid', code, message: error.serverMessage };
    throw error;
  }
}
