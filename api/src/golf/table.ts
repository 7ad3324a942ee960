import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Hole } from '@golf/contract/golf';
import type { LeaderboardDivision } from '@golf/contract/golf-competition';

/** How queries see migrations/0140_golf.sql. */
export const golfCourses = pgTable('golf_courses', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  demo: boolean('demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const golfTees = pgTable('golf_tees', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  courseId: text('course_id').notNull(),
  position: integer('position').notNull().default(0),
  name: text('name').notNull(),
  colour: text('colour').notNull(),
  holes: jsonb('holes').$type<Hole[]>().notNull(),
  courseRating: doublePrecision('course_rating').notNull(),
  slope: integer('slope').notNull(),
  frontCourseRating: doublePrecision('front_course_rating').notNull(),
  frontSlope: integer('front_slope').notNull(),
  backCourseRating: doublePrecision('back_course_rating').notNull(),
  backSlope: integer('back_slope').notNull(),
  ratingSource: text('rating_source').notNull(),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
});

export type TeeRow = typeof golfTees.$inferSelect;

export const golfRounds = pgTable('golf_rounds', {
  id: text('id').primaryKey(),
  recordedBy: text('recorded_by').notNull(),
  playerUserId: text('player_user_id'),
  playerPersonId: text('player_person_id'),
  teeId: text('tee_id').notNull(),
  playedOn: date('played_on', { mode: 'string' }).notNull(),
  nine: text('nine').$type<'front' | 'back'>(),
  kind: text('kind').$type<'practice' | 'competition'>().notNull().default('practice'),
  pcc: doublePrecision('pcc').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const golfHoleScores = pgTable(
  'golf_hole_scores',
  {
    roundId: text('round_id').notNull(),
    hole: integer('hole').notNull(),
    strokes: integer('strokes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.hole] })],
);

/** How queries see migrations/0141_golf_competitions.sql. */
export const golfCompetitions = pgTable('golf_competitions', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  eventId: text('event_id').notNull(),
  teeId: text('tee_id').notNull(),
  nine: text('nine').$type<'front' | 'back'>(),
  cutOff: date('cut_off', { mode: 'string' }).notNull(),
  byGender: boolean('by_gender').notNull().default(false),
  published: boolean('published').notNull().default(false),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  results: jsonb('results').$type<LeaderboardDivision[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CompetitionRow = typeof golfCompetitions.$inferSelect;

export const golfCompetitionGroups = pgTable('golf_competition_groups', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  competitionId: text('competition_id').notNull(),
  position: integer('position').notNull(),
  teeTime: text('tee_time').notNull(),
  markerUserId: text('marker_user_id').notNull(),
});

export const golfCompetitionPlayers = pgTable(
  'golf_competition_players',
  {
    competitionId: text('competition_id').notNull(),
    personId: text('person_id').notNull(),
    groupId: text('group_id').notNull(),
    name: text('name').notNull(),
    division: text('division').notNull(),
    courseHandicap: integer('course_handicap'),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.personId] })],
);

export const golfCompetitionScores = pgTable(
  'golf_competition_scores',
  {
    competitionId: text('competition_id').notNull(),
    personId: text('person_id').notNull(),
    hole: integer('hole').notNull(),
    strokes: integer('strokes').notNull(),
    enteredBy: text('entered_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.personId, table.hole] })],
);
