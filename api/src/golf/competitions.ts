import { pickText, type ContentLanguage } from '@golf/contract/content-language';
import { displayNameOf } from '@golf/contract/display-name';
import {
  divisionKey,
  divisionOf,
  DIVISION_ORDER,
  groupSizes,
  leaderboard,
  teeTimes,
  type AgeDivision,
  type CompetitionState,
  type CompetitionSummary,
  type DrawGroup,
  type CompetitionInput,
  type DrawInput,
  type HoleScoreInput,
  type LeaderboardDivision,
} from '@golf/contract/golf-competition';
import { playedHoles } from '@golf/contract/golf';
import { courseHandicap } from '@golf/contract/golf-whs';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { HttpError } from '../core/http-error.js';
import { enrollments, events } from '../events/table.js';
import { people } from '../family/table.js';
import { users } from '../users/table.js';
import { recordOf } from './rounds.js';
import { golfCompetitionGroups, golfCompetitionPlayers, golfCompetitions, golfCompetitionScores, golfCourses, golfTees, type CompetitionRow, type TeeRow } from './table.js';

/** The pub/sub channel the live-updates stream forwards as its `golf` event (DESIGN §12). */
export { GOLF_CHANNEL } from '../live-updates/model.js';

/** A competition's state: ended when the admin ends it, live once a score is in, a draft before. */
function stateOf(row: CompetitionRow, scored: boolean): CompetitionState {
  if (row.endedAt) return 'ended';
  return scored ? 'live' : 'draft';
}

async function competitionRow(db: Db, id: string): Promise<CompetitionRow> {
  const [row] = await db.select().from(golfCompetitions).where(eq(golfCompetitions.id, id)).limit(1);
  if (!row) throw new HttpError(404, 'golf.competitionNotFound');
  return row;
}

/** The course handicap a practice index gives for the competition's holes (a nine: half the index on the nine's rating). */
function handicapFor(index: number | null, tee: TeeRow, nine: 'front' | 'back' | null): number | null {
  if (index === null) return null;
  const holes = playedHoles(tee.holes, nine);
  const par = holes.reduce((sum, hole) => sum + hole.par, 0);
  if (nine === 'front') return courseHandicap({ index: index / 2, slope: tee.frontSlope, courseRating: tee.frontCourseRating, par });
  if (nine === 'back') return courseHandicap({ index: index / 2, slope: tee.backSlope, courseRating: tee.backCourseRating, par });
  return courseHandicap({ index, slope: tee.slope, courseRating: tee.courseRating, par });
}

interface Entrant {
  personId: string;
  bookedBy: string;
  name: string;
  division: string;
  courseHandicap: number | null;
}

/** The event's enrolled persons (an account or a junior), with what the competition keeps of each. */
async function entrantsOf(db: Db, eventId: string, input: CompetitionInput, tee: TeeRow): Promise<Entrant[]> {
  const booked = await db.select({ personId: enrollments.personId, userId: enrollments.userId }).from(enrollments).where(eq(enrollments.eventId, eventId)).orderBy(asc(enrollments.createdAt));
  const unique = [...new Map(booked.map((row) => [row.personId, row])).values()];
  if (!unique.length) return [];
  const ids = unique.map((row) => row.personId);
  const accounts = await db.select({ id: users.id, fullName: users.fullName, displayName: users.displayName, gender: users.gender }).from(users).where(inArray(users.id, ids));
  const juniors = await db.select({ id: people.id, nameZh: people.nameZh, nameEn: people.nameEn, dateOfBirth: people.dateOfBirth, gender: people.gender }).from(people).where(inArray(people.id, ids));
  const entrants: Entrant[] = [];
  for (const row of unique) {
    const account = accounts.find((item) => item.id === row.personId);
    const junior = juniors.find((item) => item.id === row.personId);
    if (!account && !junior) continue;
    const name = account ? account.displayName || displayNameOf(account.fullName) : displayNameOf(junior!.nameZh || junior!.nameEn || '');
    const age: AgeDivision = divisionOf(junior?.dateOfBirth ?? null, input.cutOff);
    const gender = (account?.gender ?? junior?.gender) as string | null | undefined;
    const division = divisionKey(age, input.byGender && (gender === 'Male' || gender === 'Female') ? gender : null);
    const record = await recordOf(db, account ? { playerUserId: account.id, playerPersonId: null } : { playerUserId: null, playerPersonId: junior!.id });
    entrants.push({ personId: row.personId, bookedBy: row.userId, name, division, courseHandicap: handicapFor(record.practiceIndex, tee, input.nine ?? null) });
  }
  const rank = (division: string) => DIVISION_ORDER.indexOf(division.split('-')[0] as AgeDivision);
  return entrants.sort((a, b) => rank(a.division) - rank(b.division) || a.division.localeCompare(b.division) || a.name.localeCompare(b.name));
}

/**
 * Sets up a competition on an event: its enrolled persons are the players, drawn in groups of at
 * most four by division, tee times every 10 minutes from the event's start, each group's marker
 * the account that booked its first player (the player, or the junior's guardian).
 */
export async function createCompetition(db: Db, input: CompetitionInput): Promise<string> {
  const [event] = await db.select({ id: events.id, time: events.time }).from(events).where(eq(events.id, input.eventId)).limit(1);
  if (!event) throw new HttpError(404, 'golf.eventNotFound');
  const [tee] = await db.select().from(golfTees).where(eq(golfTees.id, input.teeId)).limit(1);
  if (!tee) throw new HttpError(400, 'golf.teeNotFound');
  const entrants = await entrantsOf(db, event.id, input, tee);
  if (!entrants.length) throw new HttpError(409, 'golf.noParticipants');
  const sizes = groupSizes(entrants.length);
  const times = teeTimes(event.time.slice(0, 5), sizes.length);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(golfCompetitions)
      .values({ eventId: event.id, teeId: tee.id, nine: input.nine ?? null, cutOff: input.cutOff, byGender: input.byGender ?? false })
      .onConflictDoNothing({ target: golfCompetitions.eventId })
      .returning({ id: golfCompetitions.id });
    if (!created) throw new HttpError(409, 'golf.competitionExists');
    let next = 0;
    for (const [position, size] of sizes.entries()) {
      const members = entrants.slice(next, next + size);
      next += size;
      const [group] = await tx.insert(golfCompetitionGroups).values({ competitionId: created.id, position, teeTime: times[position]!, markerUserId: members[0]!.bookedBy }).returning({ id: golfCompetitionGroups.id });
      await tx.insert(golfCompetitionPlayers).values(members.map((member) => ({ competitionId: created.id, personId: member.personId, groupId: group!.id, name: member.name, division: member.division, courseHandicap: member.courseHandicap })));
    }
    return created.id;
  });
}

/** Who may mark: the accounts that booked a place on the event (players and guardians). */
async function eligibleMarkers(db: Db, eventId: string): Promise<Array<{ id: string; name: string }>> {
  const rows = await db
    .selectDistinct({ id: users.id, fullName: users.fullName })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(eq(enrollments.eventId, eventId));
  return rows.map((row) => ({ id: row.id, name: row.fullName })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The admin's edit of the draw: every player in exactly one group, each group's marker one who booked. */
export async function saveDraw(db: Db, id: string, input: DrawInput): Promise<void> {
  const row = await competitionRow(db, id);
  if (row.endedAt) throw new HttpError(409, 'golf.competitionEnded');
  const players = await db.select({ personId: golfCompetitionPlayers.personId }).from(golfCompetitionPlayers).where(eq(golfCompetitionPlayers.competitionId, id));
  const drawn = input.groups.flatMap((group) => group.personIds);
  const known = new Set(players.map((player) => player.personId));
  if (drawn.length !== known.size || new Set(drawn).size !== drawn.length || drawn.some((personId) => !known.has(personId))) throw new HttpError(400, 'golf.drawIncomplete');
  const markers = new Set((await eligibleMarkers(db, row.eventId)).map((marker) => marker.id));
  if (input.groups.some((group) => !markers.has(group.markerUserId))) throw new HttpError(400, 'golf.markerInvalid');
  await db.transaction(async (tx) => {
    // Players move to their new groups before the old groups go (their rows point at a group).
    const fresh = [];
    for (const [position, group] of input.groups.entries()) {
      const [created] = await tx.insert(golfCompetitionGroups).values({ competitionId: id, position, teeTime: group.teeTime, markerUserId: group.markerUserId }).returning({ id: golfCompetitionGroups.id });
      fresh.push(created!.id);
      await tx
        .update(golfCompetitionPlayers)
        .set({ groupId: created!.id })
        .where(and(eq(golfCompetitionPlayers.competitionId, id), inArray(golfCompetitionPlayers.personId, group.personIds)));
    }
    await tx.delete(golfCompetitionGroups).where(and(eq(golfCompetitionGroups.competitionId, id), notInArray(golfCompetitionGroups.id, fresh)));
    await tx.update(golfCompetitions).set({ updatedAt: new Date() }).where(eq(golfCompetitions.id, id));
  });
}

export async function setPublished(db: Db, id: string, published: boolean): Promise<void> {
  await competitionRow(db, id);
  await db.update(golfCompetitions).set({ published, updatedAt: new Date() }).where(eq(golfCompetitions.id, id));
}

/** Ends the competition: the leaderboard as it stands is kept and shown from then on; scores are refused. */
export async function endCompetition(db: Db, id: string): Promise<void> {
  const row = await competitionRow(db, id);
  if (row.endedAt) throw new HttpError(409, 'golf.competitionEnded');
  const results = await computeLeaderboard(db, row);
  await db.update(golfCompetitions).set({ endedAt: new Date(), results, updatedAt: new Date() }).where(and(eq(golfCompetitions.id, id), sql`${golfCompetitions.endedAt} IS NULL`));
}

/**
 * A marker's hole score: one row per player and hole, written with an upsert, so sending it again
 * changes nothing and two markers entering the same group at once never lose a hole (the later
 * write of the same hole wins). Only the player's group's marker (or an admin) may enter it.
 */
export async function saveHoleScore(db: Db, id: string, caller: { id: string; admin: boolean }, input: HoleScoreInput): Promise<void> {
  const row = await competitionRow(db, id);
  if (row.endedAt) throw new HttpError(409, 'golf.competitionEnded');
  const first = row.nine === 'back' ? 10 : 1;
  const last = row.nine ? first + 8 : 18;
  if (input.hole < first || input.hole > last) throw new HttpError(400, 'golf.holeInvalid');
  const [player] = await db
    .select({ marker: golfCompetitionGroups.markerUserId })
    .from(golfCompetitionPlayers)
    .innerJoin(golfCompetitionGroups, eq(golfCompetitionGroups.id, golfCompetitionPlayers.groupId))
    .where(and(eq(golfCompetitionPlayers.competitionId, id), eq(golfCompetitionPlayers.personId, input.personId)))
    .limit(1);
  if (!player) throw new HttpError(404, 'golf.playerNotInCompetition');
  if (player.marker !== caller.id && !caller.admin) throw new HttpError(403, 'golf.notTheMarker');
  await db
    .insert(golfCompetitionScores)
    .values({ competitionId: id, personId: input.personId, hole: input.hole, strokes: input.strokes, enteredBy: caller.id })
    .onConflictDoUpdate({
      target: [golfCompetitionScores.competitionId, golfCompetitionScores.personId, golfCompetitionScores.hole],
      set: { strokes: input.strokes, enteredBy: caller.id, updatedAt: new Date() },
    });
}

async function computeLeaderboard(db: Db, row: CompetitionRow): Promise<LeaderboardDivision[]> {
  const [tee] = await db.select().from(golfTees).where(eq(golfTees.id, row.teeId)).limit(1);
  const players = await db.select().from(golfCompetitionPlayers).where(eq(golfCompetitionPlayers.competitionId, row.id));
  const scores = await db.select().from(golfCompetitionScores).where(eq(golfCompetitionScores.competitionId, row.id));
  return leaderboard(
    tee!,
    row.nine,
    players.map((player) => ({
      personId: player.personId,
      name: player.name,
      division: player.division,
      courseHandicap: player.courseHandicap,
      strokes: Object.fromEntries(scores.filter((score) => score.personId === player.personId).map((score) => [score.hole, score.strokes])),
    })),
  );
}


/** An event's name in the reader's language, the other where it is not written (decision 95). */
const eventNameIn = (row: { eventNameZh: string | null; eventNameEn: string | null }, language: ContentLanguage) =>
  pickText({ zh: row.eventNameZh, en: row.eventNameEn }, language).text;

async function summaries(db: Db, language: ContentLanguage, where?: ReturnType<typeof eq>): Promise<CompetitionSummary[]> {
  const rows = await db
    .select({ competition: golfCompetitions, eventNameZh: events.nameZh, eventNameEn: events.nameEn, eventDate: events.date, teeName: golfTees.name, nameZh: golfCourses.nameZh, nameEn: golfCourses.nameEn })
    .from(golfCompetitions)
    .innerJoin(events, eq(events.id, golfCompetitions.eventId))
    .innerJoin(golfTees, eq(golfTees.id, golfCompetitions.teeId))
    .innerJoin(golfCourses, eq(golfCourses.id, golfTees.courseId))
    .where(where)
    .orderBy(desc(events.date), desc(golfCompetitions.createdAt));
  const scored = rows.length
    ? new Set((await db.selectDistinct({ id: golfCompetitionScores.competitionId }).from(golfCompetitionScores).where(inArray(golfCompetitionScores.competitionId, rows.map((row) => row.competition.id)))).map((row) => row.id))
    : new Set<string>();
  return rows.map(({ competition, eventNameZh, eventNameEn, eventDate, teeName, nameZh, nameEn }) => ({
    id: competition.id,
    eventId: competition.eventId,
    eventName: eventNameIn({ eventNameZh, eventNameEn }, language),
    eventDate,
    courseName: { zh: nameZh, en: nameEn },
    teeName,
    nine: competition.nine,
    cutOff: competition.cutOff,
    byGender: competition.byGender,
    published: competition.published,
    state: stateOf(competition, scored.has(competition.id)),
    endedAt: competition.endedAt?.toISOString() ?? null,
  }));
}

export const listCompetitions = (db: Db, language: ContentLanguage = 'zh') => summaries(db, language);

async function summaryOf(db: Db, id: string, language: ContentLanguage): Promise<CompetitionSummary> {
  const [found] = await summaries(db, language, eq(golfCompetitions.id, id));
  if (!found) throw new HttpError(404, 'golf.competitionNotFound');
  return found;
}


async function drawOf(db: Db, id: string): Promise<DrawGroup[]> {
  const groups = await db
    .select({ id: golfCompetitionGroups.id, teeTime: golfCompetitionGroups.teeTime, markerId: users.id, markerName: users.fullName })
    .from(golfCompetitionGroups)
    .innerJoin(users, eq(users.id, golfCompetitionGroups.markerUserId))
    .where(eq(golfCompetitionGroups.competitionId, id))
    .orderBy(asc(golfCompetitionGroups.position));
  const players = await db.select().from(golfCompetitionPlayers).where(eq(golfCompetitionPlayers.competitionId, id)).orderBy(asc(golfCompetitionPlayers.name));
  return groups.map((group) => ({
    id: group.id,
    teeTime: group.teeTime,
    marker: { id: group.markerId, name: group.markerName },
    players: players.filter((player) => player.groupId === group.id).map(({ personId, name, division, courseHandicap }) => ({ personId, name, division, courseHandicap })),
  }));
}

/** The admin's view: the competition, its draw and who may mark. */
export async function competitionDetail(db: Db, id: string, language: ContentLanguage = 'zh') {
  const summary = await summaryOf(db, id, language);
  return { ...summary, groups: await drawOf(db, id), markers: await eligibleMarkers(db, summary.eventId) };
}

/** The groups the caller marks in competitions not ended, with the holes and the scores so far. */
export async function markedGroups(db: Db, userId: string, language: ContentLanguage = 'zh') {
  const groups = await db
    .select({ group: golfCompetitionGroups, competition: golfCompetitions, tee: golfTees, eventNameZh: events.nameZh, eventNameEn: events.nameEn, eventDate: events.date })
    .from(golfCompetitionGroups)
    .innerJoin(golfCompetitions, eq(golfCompetitions.id, golfCompetitionGroups.competitionId))
    .innerJoin(golfTees, eq(golfTees.id, golfCompetitions.teeId))
    .innerJoin(events, eq(events.id, golfCompetitions.eventId))
    .where(and(eq(golfCompetitionGroups.markerUserId, userId), sql`${golfCompetitions.endedAt} IS NULL`))
    .orderBy(asc(events.date), asc(golfCompetitionGroups.position));
  const result = [];
  for (const { group, competition, tee, eventNameZh, eventNameEn, eventDate } of groups) {
    const eventName = eventNameIn({ eventNameZh, eventNameEn }, language);
    const players = await db.select().from(golfCompetitionPlayers).where(eq(golfCompetitionPlayers.groupId, group.id)).orderBy(asc(golfCompetitionPlayers.name));
    const scores = players.length
      ? await db.select().from(golfCompetitionScores).where(and(eq(golfCompetitionScores.competitionId, competition.id), inArray(golfCompetitionScores.personId, players.map((player) => player.personId))))
      : [];
    const first = competition.nine === 'back' ? 10 : 1;
    result.push({
      competitionId: competition.id,
      groupId: group.id,
      eventName,
      eventDate,
      teeTime: group.teeTime,
      firstHole: first,
      holes: playedHoles(tee.holes, competition.nine),
      players: players.map((player) => ({
        personId: player.personId,
        name: player.name,
        strokes: Object.fromEntries(scores.filter((score) => score.personId === player.personId).map((score) => [String(score.hole), score.strokes])) as Record<string, number>,
      })),
    });
  }
  return result;
}

/**
 * The leaderboard: for visitors only once published (404 before, as if it did not exist), for an
 * admin always; after the end the frozen results.
 */
export async function leaderboardOf(db: Db, id: string, admin: boolean, language: ContentLanguage = 'zh') {
  const row = await competitionRow(db, id);
  if (!row.published && !admin) throw new HttpError(404, 'golf.competitionNotFound');
  const summary = await summaryOf(db, id, language);
  const [tee] = await db.select().from(golfTees).where(eq(golfTees.id, row.teeId)).limit(1);
  const holes = playedHoles(tee!.holes, row.nine);
  return {
    competition: summary,
    par: holes.reduce((sum, hole) => sum + hole.par, 0),
    holes: holes.length,
    divisions: row.results ?? (await computeLeaderboard(db, row)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The events an admin may set a competition on: those without one yet, newest first. */
export async function eventsWithoutCompetition(db: Db, language: ContentLanguage = 'zh') {
  const rows = await db
    .select({ id: events.id, eventNameZh: events.nameZh, eventNameEn: events.nameEn, date: events.date, type: events.type, tag: events.tag, enrolled: sql<number>`(SELECT count(DISTINCT person_id)::int FROM enrollments WHERE event_id = ${events.id})` })
    .from(events)
    .where(sql`NOT EXISTS (SELECT 1 FROM golf_competitions WHERE event_id = ${events.id})`)
    .orderBy(desc(events.date))
    .limit(100);
  return rows.map(({ eventNameZh, eventNameEn, ...row }) => ({ ...row, name: eventNameIn({ eventNameZh, eventNameEn }, language), enrolled: Number(row.enrolled) }));
}
