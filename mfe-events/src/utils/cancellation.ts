import type { Enrollment, GolfEvent } from '@golf/contract/event-shapes';
import { cancellationDeadline, eventInterval } from '@golf/contract/event-time';

/**
 * What the member may do about a booking (the API applies the same rule, from the same contract
 * function): cancel a Pending one; cancel a paid one with a refund until the event's deadline;
 * after it, or for money taken at the desk, contact the club; nothing once it has started or the
 * member is checked in.
 */
export type CancelOption =
  | { kind: 'cancel' }
  | { kind: 'refund'; deadline: Date }
  | { kind: 'deadlinePassed'; deadline: Date }
  | { kind: 'paidByHand' }
  | { kind: 'none' };

export function cancelOption(event: GolfEvent, enrollment: Enrollment, now: Date = new Date()): CancelOption {
  if (enrollment.checkedInAt || now >= eventInterval(event).start) return { kind: 'none' };
  if (enrollment.paymentStatus !== 'Paid') return { kind: 'cancel' };
  if (enrollment.paidWith === 'cash' || enrollment.paidWith === 'bankTransfer') return { kind: 'paidByHand' };
  const deadline = cancellationDeadline(event);
  return now < deadline ? { kind: 'refund', deadline } : { kind: 'deadlinePassed', deadline };
}

/** The deadline as the member reads it, in Hong Kong time: "Wed, 11 Mar 2030, 7:00 pm". */
export function formatDeadline(deadline: Date, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-HK' : 'zh-HK', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Hong_Kong',
  }).format(deadline);
}
