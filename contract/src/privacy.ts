import { PRIVACY_NOTICE_VERSION } from './privacy-notice.ts';
import { z } from './zod.ts';

// Members' control over their data (DESIGN §11, issue 40 points 3–5): closing an account,
// downloading one's data, and the admins' log of access and correction requests.

export { PRIVACY_NOTICE_VERSION };

/**
 * Sign-up's consent fields (`POST /ext/auth/signup`): the privacy notice must be accepted (`true`,
 * nothing else), the version read may be sent and must then be the current one; direct marketing
 * is a separate opt-in, off unless `true`.
 */
export const signUpConsentFields = {
  privacyConsent: z.literal(true, { error: 'consent.privacyRequired' }).describe('the visitor ticked “I have read the Privacy notice”: true, required'),
  privacyNoticeVersion: z
    .literal(PRIVACY_NOTICE_VERSION, { error: 'consent.privacyOutdated' })
    .optional()
    .describe(`the notice version the visitor read (${PRIVACY_NOTICE_VERSION}); when sent, it must be the current one`),
  marketingConsent: z.boolean({ error: 'consent.marketingInvalid' }).default(false).describe('direct marketing: a separate opt-in, false unless chosen'),
};

/** `PUT /cms/privacy/marketing`: direct marketing given or withdrawn, at any time. */
export const marketingConsentSchema = z.object({ consent: z.boolean({ error: 'consent.marketingInvalid' }) });

/** A closed account (or junior) is erased this many days after the request; until then it can be cancelled. */
export const CLOSURE_GRACE_DAYS = 30;
/** A downloaded archive can be fetched this many days after it is ready, then it is deleted. */
export const EXPORT_VALID_DAYS = 7;
/** An access or correction request is answered within this many days (PDPO s.19). */
export const REQUEST_DUE_DAYS = 40;
export const REQUEST_DETAILS_MAX = 2000;
export const REQUEST_REASON_MAX = 1000;
export const REQUESTER_MAX = 200;

export const closureSchema = z.object({
  requestedAt: z.string(),
  eraseAfter: z.string().describe('the day the data is erased unless cancelled before'),
});
export type Closure = z.infer<typeof closureSchema>;

export const EXPORT_STATUSES = ['queued', 'ready', 'failed'] as const;
export const dataExportSchema = z.object({
  _id: z.string(),
  personId: z.string().nullable().describe('a junior of the caller’s family, or null for the caller'),
  status: z.enum(EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  size: z.number().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** `GET /cms/privacy`: the caller's closure and archives, and each junior's closure. */
export const privacyStatusSchema = z.object({
  closure: closureSchema.nullable(),
  exports: z.array(dataExportSchema),
  juniors: z.array(z.object({ personId: z.string(), closure: closureSchema.nullable() })),
});
export type PrivacyStatus = z.infer<typeof privacyStatusSchema>;

export const DATA_REQUEST_KINDS = ['access', 'correction', 'erasure'] as const;
export const DATA_REQUEST_STATUSES = ['open', 'answered', 'refused'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

export const dataRequestSchema = z.object({
  _id: z.string(),
  kind: z.enum(DATA_REQUEST_KINDS),
  member: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }).nullable(),
  requester: z.string(),
  details: z.string(),
  source: z.enum(['admin', 'export']).describe('export: a member downloaded their data, which answers the request by itself'),
  receivedAt: z.string(),
  dueAt: z.string(),
  status: z.enum(DATA_REQUEST_STATUSES),
  answeredAt: z.string().nullable(),
  reason: z.string(),
  overdue: z.boolean(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

/** A request the club received another way (a letter, an email), logged by an admin. */
export const dataRequestInputSchema = z
  .object({
    kind: z.enum(DATA_REQUEST_KINDS),
    memberEmail: z.string().trim().max(200).optional().describe('the address of the member it is about, if they have an account'),
    requester: z.string().trim().max(REQUESTER_MAX).default(''),
    details: z.string().trim().max(REQUEST_DETAILS_MAX).default(''),
  })
  .refine((input) => Boolean(input.memberEmail) || input.requester.length > 0, { message: 'privacy.requesterRequired', path: ['requester'] });
export type DataRequestInput = z.input<typeof dataRequestInputSchema>;

export const dataRequestAnswerSchema = z
  .object({
    outcome: z.enum(['answered', 'refused']),
    reason: z.string().trim().max(REQUEST_REASON_MAX).default(''),
  })
  .refine((input) => input.outcome === 'answered' || input.reason.length > 0, { message: 'privacy.reasonRequired', path: ['reason'] });
