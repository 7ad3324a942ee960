import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errorResponse, errors, idParam, isoDate } from '../core/schemas.js';
import { hkDay } from '../events/hk-time.js';
import { isActiveMember } from '../users/schemas.js';
import { users, type UserRow } from '../users/table.js';
import { memberCard, readCardToken } from './card-token.js';
import { joinRefusal, renewRefusal, RENEW_WINDOW_DAYS, type MembershipState, type RenewRefusal } from './rules.js';
import { juniorFullName, juniorMembership, juniorOfCaller } from '../family/queries.js';
import { people, type PersonRow } from '../family/table.js';
import { membershipStatus } from '@golf/contract/membership';
import type { FastifyRequest } from 'fastify';
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

  /**
   * The one open membership checkout of the member, or of one of their juniors (a unique index):
   * concurrent calls get the same link.
   */
  async function checkoutLink(user: UserRow, mode: 'join' | 'renew', junior: PersonRow | null): Promise<string> {
    const description = both(mode === 'join' ? 'membership.paymentDescription' : 'membership.renewDescription');
    const payment = await payments.checkout({
      userId: user.id,
      purpose: 'membership',
      membershipMode: mode,
      ...(junior ? { personId: junior.id } : {}),
      description: junior ? `${description} · ${juniorFullName(junior)}` : description,
      amountCents: Math.round(app.config.membershipFeeHkd * 100),
      customerEmail: user.email,
      returnPath: junior ? '/membership/family' : '/membership',
    });
    if (payment.status !== 'open') throw new HttpError(409, 'membership.justPaid');
    return payment.checkoutUrl;
  }

  /** Whose membership a link is for: the caller, or a junior of theirs (`?personId=`; 403 for another family's). */
  async function membershipHolder(request: FastifyRequest, personId: string | undefined): Promise<{ junior: PersonRow | null; state: MembershipState }> {
    const user = currentUser(request);
    if (!personId || personId === user.id) return { junior: null, state: user };
    const junior = await juniorOfCaller(app.db, user.id, personId);
    return { junior, state: juniorMembership(junior) };
  }

  const forWhom = z.object({ personId: idParam.optional().describe("one of the caller's juniors; absent: the caller") });

  app.get(
    '/cms/membership/create-subscription-link',
    {
      onRequest: app.requireUser,
      preValidation: requireVerifiedEmail,
      schema: {
        ...secured,
        summary: 'Checkout link for the annual membership fee (MEMBERSHIP_FEE_HKD); for guests and lapsed members, or a junior of theirs (`personId`)',
        querystring: forWhom,
        response: { 200: linkResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { junior, state } = await membershipHolder(request, request.query.personId);
      if (joinRefusal(state)) throw new HttpError(409, 'membership.alreadyMember');
      return { status: 'ok' as const, paymentLink: await checkoutLink(currentUser(request), 'join', junior) };
    },
  );

  app.get(
    '/cms/membership/create-renew-link',
    {
      onRequest: app.requireUser,
      preValidation: requireVerifiedEmail,
      schema: {
        ...secured,
        summary: `Checkout link to add a year to the membership (the caller's, or a junior's: \`personId\`); only when it expires in 1 to ${RENEW_WINDOW_DAYS} days`,
        querystring: forWhom,
        response: { 200: linkResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { junior, state } = await membershipHolder(request, request.query.personId);
      const refusal = renewRefusal(state);
      if (refusal) {
        const opensAt = state.annualMembershipExpiredAt ? new Date(state.annualMembershipExpiredAt.getTime() - RENEW_WINDOW_DAYS * DAY_MS) : new Date();
        throw new HttpError(409, renewMessage[refusal], { date: hkDay(opensAt) });
      }
      return { status: 'ok' as const, paymentLink: await checkoutLink(currentUser(request), 'renew', junior) };
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
      return memberCard(user.id, app.config.jwtSecret);
    },
  );

  app.get(
    '/cms/family/juniors/:personId/membership-qrcode',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary: "A junior's member QR card for their guardian's phone (the junior's membership must be running; 403 for another family's junior)",
        params: z.object({ personId: idParam }),
        response: { 200: z.object({ status: ok, dataUrl: z.string(), profileToken: z.string() }), ...errors },
      },
    },
    async (request) => {
      const junior = await juniorOfCaller(app.db, currentUser(request).id, request.params.personId);
      if (membershipStatus(juniorMembership(junior)) !== 'active') throw new HttpError(403, 'membership.qrNotMember');
      return memberCard(junior.id, app.config.jwtSecret);
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
              numericId: z.number().nullable().describe("null for a junior's card: juniors have no member number"),
              junior: z.boolean().describe("a junior's card, shown on a guardian's phone"),
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
      if (!user) {
        // A junior's card names the junior (a person, not an account).
        const [junior] = await app.db.select().from(people).where(eq(people.id, userId)).limit(1);
        if (!junior) throw new HttpError(404, 'membership.cardUserNotFound');
        const membership = juniorMembership(junior);
        return {
          status: 'ok' as const,
          user: {
            _id: junior.id,
            fullName: juniorFullName(junior),
            numericId: null,
            junior: true,
            annualMembershipActivated: membership.annualMembershipActivated,
            annualMembershipExpiredAt: isoDate(membership.annualMembershipExpiredAt),
            membershipActive: membershipStatus(membership) === 'active',
            accountFrozen: false,
          },
        };
      }
      return {
        status: 'ok' as const,
        user: {
          _id: user.id,
          fullName: user.fullName,
          numericId: user.numericId,
          junior: false,
          annualMembershipActivated: user.annualMembershipActivated,
          annualMembershipExpiredAt: isoDate(user.annualMembershipExpiredAt),
          membershipActive: isActiveMember(user),
          accountFrozen: user.accountFrozen,
        },
      };
    },
  );
};
