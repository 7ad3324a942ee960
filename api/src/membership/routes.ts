import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errorResponse, errors, isoDate } from '../core/schemas.js';
import { hkDay } from '../events/hk-time.js';
import { isActiveMember } from '../users/schemas.js';
import { users, type UserRow } from '../users/table.js';
import { readCardToken, signCardToken } from './card-token.js';
import { joinRefusal, renewRefusal, RENEW_WINDOW_DAYS, type RenewRefusal } from './rules.js';
import { requireVerifiedEmail } from '../users/verified-email.js';

const ok = z.literal('ok');
const secured = { tags: ['membership'], security: [{ bearer: [] }] };
const linkResponse = z.object({ status: ok, paymentLink: z.string() });
const DAY_MS = 24 * 60 * 60 * 1000;

const renewMessage: Record<RenewRefusal, string> = {
  notMember: 'membership.renewNotMember',
  neverExpires: 'membership.renewNeverExpires',
  expired: 'membership.renewExpired',
  tooEarly: 'membership.renewTooEarly',
};

/** Joining and renewing through a checkout, the member's QR card, and its verification. */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.payments;
  const both = (key: string) => `${app.messages.translate('zh', key)} · ${app.messages.translate('en', key)}`;

  /** The member's one open membership checkout (a unique index): concurrent calls get the same link. */
  async function checkoutLink(user: UserRow, mode: 'join' | 'renew'): Promise<string> {
    const payment = await payments.checkout({
      userId: user.id,
      purpose: 'membership',
      membershipMode: mode,
      description: both(mode === 'join' ? 'membership.paymentDescription' : 'membership.renewDescription'),
      amountCents: Math.round(app.config.membershipFeeHkd * 100),
      customerEmail: user.email,
      returnPath: '/membership',
    });
    if (payment.status !== 'open') throw new HttpError(409, 'membership.justPaid');
    return payment.checkoutUrl;
  }

  app.get(
    '/cms/membership/create-subscription-link',
    {
      onRequest: app.requireUser,
      preValidation: requireVerifiedEmail,
      schema: {
        ...secured,
        summary: 'Checkout link for the annual membership fee (MEMBERSHIP_FEE_HKD); for guests and lapsed members',
        response: { 200: linkResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (joinRefusal(user)) throw new HttpError(409, 'membership.alreadyMember');
      return { status: 'ok' as const, paymentLink: await checkoutLink(user, 'join') };
    },
  );

  app.get(
    '/cms/membership/create-renew-link',
    {
      onRequest: app.requireUser,
      preValidation: requireVerifiedEmail,
      schema: {
        ...secured,
        summary: `Checkout link to add a year to the membership; only when it expires in 1 to ${RENEW_WINDOW_DAYS} days`,
        response: { 200: linkResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const refusal = renewRefusal(user);
      if (refusal) {
        const opensAt = user.annualMembershipExpiredAt ? new Date(user.annualMembershipExpiredAt.getTime() - RENEW_WINDOW_DAYS * DAY_MS) : new Date();
        throw new HttpError(409, renewMessage[refusal], { date: hkDay(opensAt) });
      }
      return { status: 'ok' as const, paymentLink: await checkoutLink(user, 'renew') };
    },
  );

  app.get(
    '/cms/membership/payment/verify',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary: 'After returning from a membership checkout: asks the provider about open checkouts, then the membership',
        response: {
          200: z.object({ status: ok, annualMembershipActivated: z.boolean(), annualMembershipExpiredAt: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      // Webhooks normally record the payment first; this covers a delayed or missing one.
      for (const open of await payments.openFor({ userId, purpose: 'membership' })) await payments.refresh(open);
      const [user] = await app.db.select().from(users).where(eq(users.id, userId));
      return {
        status: 'ok' as const,
        annualMembershipActivated: user!.annualMembershipActivated,
        annualMembershipExpiredAt: isoDate(user!.annualMembershipExpiredAt),
      };
    },
  );

  app.get(
    '/cms/auth/me/membership-qrcode',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary: "The active member's QR card: a PNG data URL of a signed token naming the member",
        response: { 200: z.object({ status: ok, dataUrl: z.string(), profileToken: z.string() }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!isActiveMember(user)) throw new HttpError(403, 'membership.qrNotMember');
      const profileToken = await signCardToken(user.id, app.config.jwtSecret);
      const dataUrl = await QRCode.toDataURL(profileToken, { width: 240, margin: 2, errorCorrectionLevel: 'M' });
      return { status: 'ok' as const, dataUrl, profileToken };
    },
  );

  app.post(
    '/admin/membership/verify',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['membership (admin)'],
        security: [{ bearer: [] }],
        summary: 'Read a member QR card: who it is and their membership as it is now',
        body: z.object({ token: z.string().max(2000) }),
        response: {
          200: z.object({
            status: ok,
            user: z.object({
              _id: z.string(),
              fullName: z.string(),
              numericId: z.number(),
              annualMembershipActivated: z.boolean(),
              annualMembershipExpiredAt: z.string().nullable(),
              membershipActive: z.boolean().describe('activated and not expired, right now'),
              accountFrozen: z.boolean(),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const userId = await readCardToken(request.body.token.trim(), app.config.jwtSecret);
      if (!userId) throw new HttpError(400, 'membership.cardInvalid');
      const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new HttpError(404, 'membership.cardUserNotFound');
      return {
        status: 'ok' as const,
        user: {
          _id: user.id,
          fullName: user.fullName,
          numericId: user.numericId,
          annualMembershipActivated: user.annualMembershipActivated,
          annualMembershipExpiredAt: isoDate(user.annualMembershipExpiredAt),
          membershipActive: isActiveMember(user),
          accountFrozen: user.accountFrozen,
        },
      };
    },
  );
};
