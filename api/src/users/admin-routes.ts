import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { issueMessage } from '../core/errors.js';
import { HttpError } from '../core/http-error.js';
import { errorResponse, errors, idParam, idParams, likePattern, pageCount, pageQuery } from '../core/schemas.js';
import { fileExists } from '../files/queries.js';
import { ADMIN_EDITABLE_FIELDS, changesFor, isAdminEditableField } from './admin-fields.js';
import { hashPassword } from './passwords.js';
import { adminUserSchema, USER_FILTERS, USER_SORTS, type UserFilter } from '@golf/contract/profile';
import { toAdminUser } from './schemas.js';
import { users } from './table.js';

export const USER_PAGE_SIZE = 10;


const listQuery = z.object({
  page: pageQuery.optional().default(1),
  keyword: z.string().max(100).optional(),
  // An unknown filter or sort (an old link) reads as the default rather than an error.
  status: z.enum(USER_FILTERS).catch('all').default('all'),
  sort: z.enum(USER_SORTS).catch('newest').default('newest'),
});

/** The membership states of the list's filter, by the contract's rule (membershipStatus). */
function statusFilter(status: UserFilter): SQL | undefined {
  const running = sql`(${users.annualMembershipExpiredAt} IS NULL OR ${users.annualMembershipExpiredAt} > now())`;
  switch (status) {
    case 'active':
      return and(eq(users.annualMembershipActivated, true), running);
    case 'expired':
      return and(eq(users.annualMembershipActivated, true), sql`NOT ${running}`);
    case 'guest':
      return eq(users.annualMembershipActivated, false);
    case 'frozen':
      return eq(users.accountFrozen, true);
    default:
      return undefined;
  }
}

const ORDER = {
  newest: [desc(users.createdAt), desc(users.numericId)],
  oldest: [asc(users.createdAt), asc(users.numericId)],
  name: [asc(users.fullName), asc(users.numericId)],
  // Soonest ending first; members with no end date and guests last.
  expiry: [sql`${users.annualMembershipExpiredAt} ASC NULLS LAST`, asc(users.numericId)],
};

const updateBody = z.object({
  updateType: z.literal('SingleField'),
  field: z.string().max(50),
  value: z.unknown(),
});

const frozenBody = z.object({ userId: idParam, frozen: z.boolean() });

const userResponse = z.object({ status: z.literal('ok'), user: adminUserSchema });

/** Name, email or phone containing the keyword, or the member number (#00000042, 42). */
function keywordFilter(keyword: string | undefined): SQL | undefined {
  const trimmed = keyword?.trim();
  if (!trimmed) return undefined;
  const pattern = likePattern(trimmed);
  const conditions = [ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)];
  const digits = /^#?(\d{1,9})$/.exec(trimmed);
  if (digits) conditions.push(eq(users.numericId, Number(digits[1])));
  return or(...conditions);
}

/** The admin's user management (spec 02 §2, §6). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  const security = [{ bearer: [] }];

  app.get(
    '/admin/user/list',
    {
      config: { personalData: { action: 'users.list' } },
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        querystring: listQuery,
        response: {
          200: z.object({ status: z.literal('ok'), users: z.array(adminUserSchema), total: z.number(), lastPage: z.number() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { page, keyword, status, sort } = request.query;
      const where = and(keywordFilter(keyword), statusFilter(status));
      const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(users).where(where);
      const rows = await app.db
        .select()
        .from(users)
        .where(where)
        .orderBy(...ORDER[sort])
        .limit(USER_PAGE_SIZE)
        .offset((page - 1) * USER_PAGE_SIZE);
      return { status: 'ok' as const, users: rows.map(toAdminUser), total, lastPage: pageCount(total, USER_PAGE_SIZE) };
    },
  );

  app.get(
    '/admin/user/get/:id',
    { ...admin, config: { personalData: { action: 'user.view', subjectParam: 'id' } }, schema: { tags: ['admin'], security, params: idParams, response: { 200: userResponse, ...errors } } },
    async (request) => {
      const [user] = await app.db.select().from(users).where(eq(users.id, request.params.id)).limit(1);
      if (!user) throw new HttpError(404, 'users.userNotFound');
      return { status: 'ok' as const, user: toAdminUser(user) };
    },
  );

  app.put(
    '/admin/user/update/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: `Change one field: ${Object.keys(ADMIN_EDITABLE_FIELDS).join(', ')}`,
        security,
        params: idParams,
        body: updateBody,
        response: { 200: userResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { field, value } = request.body;
      if (!isAdminEditableField(field)) throw new HttpError(400, 'users.unknownField');
      // An empty password box means "leave the password as it is" (spec 02 §5).
      const unchanged = field === 'password' && (value === '' || value === null);
      const parsed = ADMIN_EDITABLE_FIELDS[field].value.safeParse(value);
      if (!unchanged && !parsed.success) {
        throw new HttpError(400, 'common.message', { text: issueMessage({ ...parsed.error.issues[0]! }, field, request.t, app.messages) });
      }
      const [target] = await app.db.select().from(users).where(eq(users.id, request.params.id)).limit(1);
      if (!target) throw new HttpError(404, 'users.userNotFound');
      if (unchanged) return { status: 'ok' as const, user: toAdminUser(target) };
      const next = parsed.data;
      if (field === 'userGroup' && target.id === me.id && next !== 'Admin') throw new HttpError(409, 'users.cannotDemoteSelf');
      if (field === 'imageFileId' && next && !(await fileExists(app.db, next as string))) throw new HttpError(400, 'users.fileNotFound');
      if (field === 'email') {
        const [taken] = await app.db.select({ id: users.id }).from(users).where(and(eq(users.email, next as string), sql`${users.id} <> ${target.id}`));
        if (taken) throw new HttpError(409, 'users.emailInUse');
      }
      const changes = await changesFor(field, next, target, hashPassword);
      const [updated] = await app.db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning()
        .catch((error: { code?: string; cause?: { code?: string } }) => {
          // The same email taken by a concurrent edit.
          if ((error.cause?.code ?? error.code) === '23505') throw new HttpError(409, 'users.emailInUse');
          throw error;
        });
      // DESIGN §9: a password set by an admin ends the account's sessions.
      if (field === 'password') await app.sessions.end({ userId: target.id });
      return { status: 'ok' as const, user: toAdminUser(updated!) };
    },
  );

  app.put(
    '/admin/user/frozen/set',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Freeze or unfreeze an account; freezing ends its sessions',
        security,
        body: frozenBody,
        response: { 200: userResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { userId, frozen } = request.body;
      if (userId === me.id && frozen) throw new HttpError(409, 'users.cannotFreezeSelf');
      const [updated] = await app.db
        .update(users)
        .set({ accountFrozen: frozen, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      if (!updated) throw new HttpError(404, 'users.userNotFound');
      // Freezing ends the sessions (a frozen account's calls are refused anyway; unfreezing then
      // does not bring old tokens back).
      if (frozen) await app.sessions.end({ userId });
      return { status: 'ok' as const, user: toAdminUser(updated) };
    },
  );
};
