import { clubToday, dateOfBirthProblem, familySchema, juniorInputSchema, juniorSchema, JUNIORS_PER_FAMILY_MAX, type JuniorFields } from '@golf/contract/family';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errorResponse, errors, idParam, okResponse } from '../core/schemas.js';
import type { Db } from '../db/client.js';
import { fileExists } from '../files/queries.js';
import { ensureFamily, familyOf, juniorAnswer, juniorColumns, juniorCount, juniorOfCaller } from './queries.js';
import { families, people } from './table.js';
import { enrollments, events } from '../events/table.js';

const juniorResponse = z.object({ status: z.literal('ok'), junior: juniorSchema });
const personParams = z.object({ personId: idParam });

/** What the schema cannot check without a clock or the database: the age on today, the photo. */
async function checkJunior(db: Db, junior: JuniorFields): Promise<void> {
  const problem = dateOfBirthProblem(junior.dateOfBirth, clubToday());
  if (problem) throw new HttpError(400, problem);
  if (junior.imageFileId && !(await fileExists(db, junior.imageFileId))) throw new HttpError(400, 'family.photoNotFound');
}

/**
 * A guardian's family (DESIGN §10, issue 39 point 1): the family, and its juniors added, edited
 * and removed. Juniors are seen and changed by their own family's guardians only.
 */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cms/family',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['family'],
        security: [{ bearer: [] }],
        summary: 'The caller’s family: guardians, juniors (youngest last), invitations not accepted yet',
        response: { 200: z.object({ status: z.literal('ok'), family: familySchema }), ...errors },
      },
    },
    async (request) => ({ status: 'ok' as const, family: await familyOf(app.db, currentUser(request)) }),
  );

  app.post(
    '/cms/family/juniors',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['family'],
        security: [{ bearer: [] }],
        summary: `Add a junior (under 18, no email or phone); the first one makes the family. At most ${JUNIORS_PER_FAMILY_MAX}.`,
        body: juniorInputSchema,
        response: { 200: juniorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await checkJunior(app.db, request.body);
      const row = await app.db.transaction(async (tx) => {
        const familyId = await ensureFamily(tx, user.id);
        // One family's adds take turns, so the limit holds however many arrive at once.
        await tx.select({ id: families.id }).from(families).where(eq(families.id, familyId)).for('update');
        if ((await juniorCount(tx, familyId)) >= JUNIORS_PER_FAMILY_MAX) throw new HttpError(400, 'family.tooManyJuniors');
        const [created] = await tx.insert(people).values({ familyId, createdBy: user.id, ...juniorColumns(request.body) }).returning();
        return created!;
      });
      return { status: 'ok' as const, junior: juniorAnswer(row) };
    },
  );

  app.put(
    '/cms/family/juniors/:personId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['family'],
        security: [{ bearer: [] }],
        summary: 'Edit a junior of the caller’s family (the whole form); 403 for another family’s junior',
        params: personParams,
        body: juniorInputSchema,
        response: { 200: juniorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const previous = await juniorOfCaller(app.db, user.id, request.params.personId);
      await checkJunior(app.db, request.body);
      const [row] = await app.db
        .update(people)
        .set({ ...juniorColumns(request.body, previous), updatedAt: sql`now()` })
        .where(eq(people.id, previous.id))
        .returning();
      if (!row) throw new HttpError(404, 'family.juniorNotFound');
      return { status: 'ok' as const, junior: juniorAnswer(row) };
    },
  );

  app.delete(
    '/cms/family/juniors/:personId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['family'],
        security: [{ bearer: [] }],
        summary: 'Remove a junior from the caller’s family; 403 for another family’s junior; 409 while they hold a place in an event to come',
        params: personParams,
        response: { 200: okResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const junior = await juniorOfCaller(app.db, currentUser(request).id, request.params.personId);
      // A junior with a place still to come keeps it: the club would lose who is coming and how
      // to reach their family. The guardian cancels the places first.
      const [place] = await app.db
        .select({ id: enrollments.id })
        .from(enrollments)
        .innerJoin(events, eq(events.id, enrollments.eventId))
        .where(and(eq(enrollments.personId, junior.id), gte(events.date, clubToday())))
        .limit(1);
      if (place) throw new HttpError(409, 'family.juniorHasPlaces');
      await app.db.delete(people).where(eq(people.id, junior.id));
      return { status: 'ok' as const };
    },
  );
};
