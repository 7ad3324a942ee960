import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOrigin } from '../config.js';
import { z } from 'zod';
import { attendeesResponseSchema, refundSchema, waitlistEntrySchema } from '@golf/contract/attendees';
import { enrollmentSchema, MANUAL_PAYMENT_METHODS } from '@golf/contract/event-shapes';
import { currentUser } from '../core/auth.js';
import { csvFile } from '../core/csv.js';
import { errorResponse, errors, idParam } from '../core/schemas.js';
import { listAttendees, markPaid, refundEnrolment } from './attendees.js';
import { waitlistSettingsOf } from './waitlist.js';
import { toDollars } from './rules.js';
import { enrollmentJson, eventIn, eventJson } from './serialize.js';
import { textReader } from '../core/translations.js';
import type { EnrollmentRefundRow } from './table.js';
import type { WaitlistEntry } from './waitlist.js';

const admin = { tags: ['events (admin)'], security: [{ bearer: [] }] };
const eventParams = z.object({ eventId: idParam });
const enrollmentParams = z.object({ enrollmentId: idParam });

function refundJson(row: EnrollmentRefundRow): z.infer<typeof refundSchema> {
  return {
    _id: row.id,
    enrollmentId: row.enrollmentId,
    fullName: row.fullName,
    email: row.email,
    amount: toDollars(row.amountCents),
    paidWith: row.paidWith,
    refundedAt: row.refundedAt.toISOString(),
  };
}

function waitlistJson(entry: WaitlistEntry): z.infer<typeof waitlistEntrySchema> {
  return {
    _id: entry.id,
    userId: entry.userId,
    personId: entry.personId,
    fullName: entry.fullName,
    guardianName: entry.guardianName,
    email: entry.email,
    phone: entry.phone,
    joinedAt: entry.joinedAt.toISOString(),
    position: entry.position,
    holdUntil: entry.holdUntil ? entry.holdUntil.toISOString() : null,
  };
}

// The CSV's columns, in the admin's language (the file is opened by people, not programs).
// The waiting list follows the enrolments, told apart by the last two columns; its "enrolled at" is
// when the member joined the list.
const CSV_HEADER = {
  en: ['Name', 'Email', 'Phone', 'Remarks', 'Price (HKD)', 'Payment status', 'Paid with', 'Paid at', 'Checked in at', 'Enrolled at', 'List', 'Place held until', 'Guardian', 'Emergency contact', 'Medical note', 'Photo consent'],
  zh: ['姓名', '電郵', '電話', '備註', '價錢（港幣）', '付款狀態', '付款方式', '付款時間', '入場時間', '報名時間', '名單', '名額保留至', '監護人', '緊急聯絡人', '醫療備註', '拍照同意'],
} as const;
const CSV_WORDS = {
  en: { Paid: 'Paid', Pending: 'Pending', payment: 'Online', freePractice: 'Free practice', cash: 'Cash', bankTransfer: 'Bank transfer', free: 'Free', enrolled: 'Enrolled', held: 'Place held', yes: 'Yes', no: 'No', unanswered: 'Not answered' },
  zh: { Paid: '已付款', Pending: '未付款', payment: '網上付款', freePractice: '免費練習', cash: '現金', bankTransfer: '銀行轉帳', free: '免費', enrolled: '已報名', held: '保留名額', yes: '是', no: '否', unanswered: '未回覆' },
} as const;
const waitingWords = { en: (position: number) => `Waiting list no. ${position}`, zh: (position: number) => `候補第 ${position} 位` } as const;

/** Hong Kong time as a spreadsheet reads it: 2026-11-25 19:05. */
const hkTime = (at: Date | null) => (at ? new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ') : '');

/** Attendees of an event, their CSV, payments taken by hand and refunds; every route needs an Admin. */
export const attendeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const webOrigin = siteOrigin(app.config);

  app.get(
    '/admin/event/:eventId/enrollments',
    {
      config: { personalData: { action: 'attendees.view' } },
      onRequest: app.requireAdmin,
      schema: { ...admin, summary: 'Who is coming: enrolments (earliest first), totals and refunds', params: eventParams, response: { 200: attendeesResponseSchema, ...errors } },
    },
    async (request) => {
      const { event, enrollments, juniors, refunds, waitlist, totals } = await listAttendees(app.db, request.params.eventId);
      return {
        status: 'ok' as const,
        event: eventJson(event, textReader(request)),
        enrollments: enrollments.map(enrollmentJson),
        juniors,
        totals: { enrolled: totals.enrolled, paid: totals.paid, checkedIn: totals.checkedIn, paidAmount: toDollars(totals.paidCents), held: totals.held, waiting: totals.waiting },
        refunds: refunds.map(refundJson),
        waitlist: waitlist.map(waitlistJson),
      };
    },
  );

  app.get(
    '/admin/event/:eventId/enrollments.csv',
    {
      config: { personalData: { action: 'attendees.csv' } },
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'The attendees as a CSV file (UTF-8 with a byte-order mark, columns in the caller’s language)',
        params: eventParams,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { event, enrollments, juniors, waitlist } = await listAttendees(app.db, request.params.eventId);
      const language = request.language;
      const words = CSV_WORDS[language];
      // A junior's row adds who booked them, the emergency contact, the medical note and photo consent.
      const careColumns = (enrollmentId: string) => {
        const care = juniors.find((junior) => junior.enrollmentId === enrollmentId);
        if (!care) return ['', '', '', ''];
        const contact = care.emergencyContact;
        return [
          `${care.guardianName} ${care.guardianPhone}`,
          contact ? [contact.name, contact.relation && `(${contact.relation})`, contact.phone].filter(Boolean).join(' ') : '',
          care.medicalNotes ?? '',
          care.photoConsent === null ? words.unanswered : care.photoConsent ? words.yes : words.no,
        ];
      };
      const file = csvFile([...CSV_HEADER[language]], [
        ...enrollments.map((row) => [
          row.fullName,
          row.email,
          row.phone,
          row.remarks,
          toDollars(row.priceCents),
          words[row.paymentStatus],
          row.paidWith ? words[row.paidWith] : '',
          hkTime(row.paidAt),
          hkTime(row.checkedInAt),
          hkTime(row.createdAt),
          words.enrolled,
          '',
          ...careColumns(row.id),
        ]),
        ...waitlist.map((entry) => [
          entry.fullName,
          entry.email,
          entry.phone,
          '',
          '',
          '',
          '',
          '',
          '',
          hkTime(entry.joinedAt),
          entry.holdUntil ? words.held : waitingWords[language](entry.position),
          hkTime(entry.holdUntil),
          // A junior waiting: the guardian who put them on the list (whose email and phone these are).
          entry.guardianName ?? '',
          '',
          '',
          '',
        ]),
      ]);
      // An ASCII fallback name for old clients, the event's own name for the rest (RFC 6266).
      const name = `${event.date} ${eventIn(event, language).name}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="attendees-${event.date}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(file);
    },
  );

  app.post(
    '/admin/event/enrollment/:enrollmentId/mark-paid',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Record a payment taken by hand (cash or bank transfer) for a pending enrolment; the member gets the receipt',
        params: enrollmentParams,
        body: z.object({ method: z.enum(MANUAL_PAYMENT_METHODS) }),
        response: { 200: z.object({ status: z.literal('ok'), enrollment: enrollmentSchema }), 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { enrollment, endedSessions } = await markPaid(app.db, { enrollmentId: request.params.enrollmentId, method: request.body.method, webOrigin });
      const { provider } = app.payments;
      await Promise.all(endedSessions.map((session) => provider.expire(session)));
      return { status: 'ok' as const, enrollment: enrollmentJson(enrollment) };
    },
  );

  app.post(
    '/admin/event/enrollment/:enrollmentId/refund',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Refund a paid enrolment (online through the payment provider) and free its place; the member is told by mail',
        params: enrollmentParams,
        response: { 200: z.object({ status: z.literal('ok'), refund: refundSchema }), 409: errorResponse, 502: errorResponse, ...errors },
      },
    },
    async (request) => {
      const refund = await refundEnrolment(app.db, { enrollmentId: request.params.enrollmentId, refundedBy: currentUser(request).id, payments: app.payments, waitlist: waitlistSettingsOf(app.config) });
      return { status: 'ok' as const, refund: refundJson(refund) };
    },
  );
};
