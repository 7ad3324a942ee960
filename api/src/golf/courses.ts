import type { Course, CourseInput, Tee } from '@golf/contract/golf';
import { courseInputSchema } from '@golf/contract/golf';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { HttpError } from '../core/http-error.js';
import { golfCourses, golfRounds, golfTees, type TeeRow } from './table.js';

type CourseRow = typeof golfCourses.$inferSelect;

export function teeAnswer(row: TeeRow): Tee {
  return {
    id: row.id,
    name: row.name,
    colour: row.colour,
    holes: row.holes,
    ratings: {
      full: { courseRating: row.courseRating, slope: row.slope },
      front: { courseRating: row.frontCourseRating, slope: row.frontSlope },
      back: { courseRating: row.backCourseRating, slope: row.backSlope },
    },
    source: row.ratingSource,
    effectiveFrom: row.effectiveFrom,
  };
}

function courseAnswer(row: CourseRow, tees: TeeRow[]): Course {
  return {
    id: row.id,
    name: { zh: row.nameZh, en: row.nameEn },
    demo: row.demo,
    tees: tees.filter((tee) => tee.courseId === row.id).map(teeAnswer),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every course with its tees, by English name. */
export async function listCourses(db: Db): Promise<Course[]> {
  const rows = await db.select().from(golfCourses).orderBy(asc(golfCourses.nameEn), asc(golfCourses.id));
  if (rows.length === 0) return [];
  const tees = await db.select().from(golfTees).where(inArray(golfTees.courseId, rows.map((row) => row.id))).orderBy(asc(golfTees.position));
  return rows.map((row) => courseAnswer(row, tees));
}

/** One course with its tees: 404 when there is none. */
export async function findCourse(db: Db, id: string): Promise<Course> {
  const [row] = await db.select().from(golfCourses).where(eq(golfCourses.id, id)).limit(1);
  if (!row) throw new HttpError(404, 'golf.courseNotFound');
  const tees = await db.select().from(golfTees).where(eq(golfTees.courseId, id)).orderBy(asc(golfTees.position));
  return courseAnswer(row, tees);
}

type ParsedTee = z.output<typeof courseInputSchema>['tees'][number];

function teeColumns(tee: ParsedTee, courseId: string, position: number) {
  return {
    courseId,
    position,
    name: tee.name,
    colour: tee.colour.toLowerCase(),
    holes: tee.holes,
    courseRating: tee.ratings.full.courseRating,
    slope: tee.ratings.full.slope,
    frontCourseRating: tee.ratings.front.courseRating,
    frontSlope: tee.ratings.front.slope,
    backCourseRating: tee.ratings.back.courseRating,
    backSlope: tee.ratings.back.slope,
    ratingSource: tee.source,
    effectiveFrom: tee.effectiveFrom,
  };
}

/** A new course and its tees. */
export async function createCourse(db: Db, input: z.output<typeof courseInputSchema>, demo = false): Promise<string> {
  return db.transaction(async (tx) => {
    const [course] = await tx.insert(golfCourses).values({ nameZh: input.name.zh, nameEn: input.name.en, demo }).returning({ id: golfCourses.id });
    await tx.insert(golfTees).values(input.tees.map((tee, position) => teeColumns(tee, course!.id, position)));
    return course!.id;
  });
}

/**
 * The whole course as the admin's form sends it: tees with an id are corrected in place (rounds
 * keep pointing at them), new ones added, and the ones left out removed unless rounds were played
 * from them. Saving clears the demo label: the figures are now the club's.
 */
export async function updateCourse(db: Db, id: string, input: z.output<typeof courseInputSchema>): Promise<void> {
  await db.transaction(async (tx) => {
    const [course] = await tx.select({ id: golfCourses.id }).from(golfCourses).where(eq(golfCourses.id, id)).for('update');
    if (!course) throw new HttpError(404, 'golf.courseNotFound');
    const existing = await tx.select({ id: golfTees.id }).from(golfTees).where(eq(golfTees.courseId, id));
    const existingIds = new Set(existing.map((tee) => tee.id));
    const keptIds = new Set(input.tees.flatMap((tee) => (tee.id ? [tee.id] : [])));
    for (const keptId of keptIds) if (!existingIds.has(keptId)) throw new HttpError(404, 'golf.teeNotFound');
    const removed = [...existingIds].filter((teeId) => !keptIds.has(teeId));
    if (removed.length) {
      const [played] = await tx.select({ id: golfRounds.id }).from(golfRounds).where(inArray(golfRounds.teeId, removed)).limit(1);
      if (played) throw new HttpError(409, 'golf.teeHasRounds');
      await tx.delete(golfTees).where(inArray(golfTees.id, removed));
    }
    for (const [position, tee] of input.tees.entries()) {
      if (tee.id) await tx.update(golfTees).set(teeColumns(tee, id, position)).where(eq(golfTees.id, tee.id));
      else await tx.insert(golfTees).values(teeColumns(tee, id, position));
    }
    await tx.update(golfCourses).set({ nameZh: input.name.zh, nameEn: input.name.en, demo: false, updatedAt: new Date() }).where(eq(golfCourses.id, id));
  });
}

/** Deletes a course nobody played yet. */
export async function deleteCourse(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [course] = await tx.select({ id: golfCourses.id }).from(golfCourses).where(eq(golfCourses.id, id)).for('update');
    if (!course) throw new HttpError(404, 'golf.courseNotFound');
    const tees = await tx.select({ id: golfTees.id }).from(golfTees).where(eq(golfTees.courseId, id));
    if (tees.length) {
      const [played] = await tx.select({ id: golfRounds.id }).from(golfRounds).where(inArray(golfRounds.teeId, tees.map((tee) => tee.id))).limit(1);
      if (played) throw new HttpError(409, 'golf.courseHasRounds');
    }
    await tx.delete(golfCourses).where(eq(golfCourses.id, id));
  });
}

export type { CourseInput };
