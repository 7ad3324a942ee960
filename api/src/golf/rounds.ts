import { clubToday } from '@golf/contract/family';
import { playedHoles, type PlayerRecord, type RoundInput, type RoundSummary } from '@golf/contract/golf';
import { practiceRecord, type RoundForIndex } from '@golf/contract/golf-whs';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { HttpError } from '../core/http-error.js';
import { juniorOfCaller } from '../family/queries.js';
import { golfCourses, golfHoleScores, golfRounds, golfTees } from './table.js';

/** Who plays: the caller, or a junior of the caller's family (403/404 as the family rules say). */
export async function playerOf(db: Db, userId: string, personId: string | null | undefined): Promise<{ playerUserId: string | null; playerPersonId: string | null }> {
  if (!personId) return { playerUserId: userId, playerPersonId: null };
  await juniorOfCaller(db, userId, personId);
  return { playerUserId: null, playerPersonId: personId };
}

/**
 * Stores a round made on a phone under the phone's id, once: a second send of the same round (a
 * retry after a lost answer, two sends at once) finds it stored and changes nothing. The same id
 * with another player, tee, date or nine is refused (409). Returns whether this call stored it.
 */
export async function saveRound(db: Db, userId: string, id: string, input: RoundInput): Promise<boolean> {
  if (input.playedOn > clubToday()) throw new HttpError(400, 'golf.playedInFuture');
  const player = await playerOf(db, userId, input.personId);
  const [tee] = await db.select({ id: golfTees.id }).from(golfTees).where(eq(golfTees.id, input.teeId)).limit(1);
  if (!tee) throw new HttpError(400, 'golf.teeNotFound');
  const nine = input.nine ?? null;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(golfRounds)
      .values({ id, recordedBy: userId, ...player, teeId: input.teeId, playedOn: input.playedOn, nine })
      .onConflictDoNothing({ target: golfRounds.id })
      .returning({ id: golfRounds.id });
    if (stored) {
      const first = nine === 'back' ? 10 : 1;
      await tx.insert(golfHoleScores).values(input.strokes.map((strokes, at) => ({ roundId: id, hole: first + at, strokes })));
      return true;
    }
    const [existing] = await tx.select().from(golfRounds).where(eq(golfRounds.id, id)).limit(1);
    const same =
      existing &&
      existing.recordedBy === userId &&
      existing.playerUserId === player.playerUserId &&
      existing.playerPersonId === player.playerPersonId &&
      existing.teeId === input.teeId &&
      existing.playedOn === input.playedOn &&
      existing.nine === nine;
    if (!same) throw new HttpError(409, 'golf.roundIdTaken');
    return false;
  });
}

/** A player's rounds (newest first) and practice index, computed from every round they played. */
export async function recordOf(db: Db, player: { playerUserId: string | null; playerPersonId: string | null }): Promise<PlayerRecord> {
  const who = player.playerPersonId
    ? and(eq(golfRounds.playerPersonId, player.playerPersonId), isNull(golfRounds.playerUserId))
    : and(eq(golfRounds.playerUserId, player.playerUserId!), isNull(golfRounds.playerPersonId));
  const rows = await db
    .select({ round: golfRounds, tee: golfTees, course: { id: golfCourses.id, nameZh: golfCourses.nameZh, nameEn: golfCourses.nameEn } })
    .from(golfRounds)
    .innerJoin(golfTees, eq(golfTees.id, golfRounds.teeId))
    .innerJoin(golfCourses, eq(golfCourses.id, golfTees.courseId))
    .where(who)
    .orderBy(asc(golfRounds.playedOn), asc(golfRounds.createdAt), asc(golfRounds.id));
  const scores = rows.length
    ? await db.select().from(golfHoleScores).where(inArray(golfHoleScores.roundId, rows.map((row) => row.round.id))).orderBy(asc(golfHoleScores.hole))
    : [];
  const strokesOf = new Map<string, number[]>();
  for (const score of scores) strokesOf.set(score.roundId, [...(strokesOf.get(score.roundId) ?? []), score.strokes]);
  const forIndex: RoundForIndex[] = rows.map(({ round, tee }) => {
    const rating = round.nine === 'front' ? { courseRating: tee.frontCourseRating, slope: tee.frontSlope } : round.nine === 'back' ? { courseRating: tee.backCourseRating, slope: tee.backSlope } : { courseRating: tee.courseRating, slope: tee.slope };
    return {
      id: round.id,
      date: round.playedOn,
      holes: playedHoles(tee.holes, round.nine),
      strokes: strokesOf.get(round.id) ?? [],
      ...rating,
      rating18: { courseRating: tee.courseRating, slope: tee.slope, par: tee.holes.reduce((sum, hole) => sum + hole.par, 0) },
      pcc: round.pcc,
    };
  });
  const record = practiceRecord(forIndex);
  const rounds: RoundSummary[] = rows.map(({ round, tee, course }, at) => {
    const result = record.rounds[at]!;
    return {
      id: round.id,
      personId: round.playerPersonId,
      courseId: course.id,
      courseName: { zh: course.nameZh, en: course.nameEn },
      teeName: tee.name,
      teeColour: tee.colour,
      playedOn: round.playedOn,
      nine: round.nine,
      kind: 'practice',
      par: forIndex[at]!.holes.reduce((sum, hole) => sum + hole.par, 0),
      gross: result.gross,
      adjustedGross: result.adjustedGross,
      differential: result.differential,
      waiting: !result.combined,
    };
  });
  return {
    practiceIndex: record.index,
    history: record.history.map(({ date, index, differential }) => ({ date, index, differential })),
    rounds: rounds.reverse(),
  };
}
