import { z } from 'zod';
import { isCalendarDate } from './dates.ts';
import { HOLE_STROKES_MAX, NINES, playedHoles, type Hole, type Nine } from './golf.ts';
import { strokesReceived } from './golf-whs.ts';

/**
 * Competitions on an event (issue 41 point 5, DESIGN §12): age divisions on a cut-off date, a
 * draw, hole scores entered by each group's marker, and the leaderboard's pure rules (gross and
 * net to par, Thru, ties shown as T3), shared by the API and the remote.
 */

/** Age divisions: under 10, 12, 15 and 18 on the cut-off date; anyone older, or without a date of birth, plays Open. */
export const AGE_DIVISIONS = [
  { code: 'U10', under: 10 },
  { code: 'U12', under: 12 },
  { code: 'U15', under: 15 },
  { code: 'U18', under: 18 },
] as const;
export type AgeDivision = (typeof AGE_DIVISIONS)[number]['code'] | 'Open';
export const DIVISION_ORDER: readonly AgeDivision[] = ['U10', 'U12', 'U15', 'U18', 'Open'];

/** Whole years from the date of birth to the cut-off date (both YYYY-MM-DD). */
export function ageOnDate(dateOfBirth: string, cutOff: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [cy, cm, cd] = cutOff.split('-').map(Number) as [number, number, number];
  return cy - by - (cm < bm || (cm === bm && cd < bd) ? 1 : 0);
}

export function divisionOf(dateOfBirth: string | null, cutOff: string): AgeDivision {
  if (!dateOfBirth) return 'Open';
  const age = ageOnDate(dateOfBirth, cutOff);
  return AGE_DIVISIONS.find((division) => age < division.under)?.code ?? 'Open';
}

export type DivisionGender = 'Male' | 'Female' | null;

/** A division's key: the age division, and with divisions by gender the gender (unknown: none). */
export function divisionKey(division: AgeDivision, gender: DivisionGender): string {
  return gender ? `${division}-${gender}` : division;
}

export const COMPETITION_STATES = ['draft', 'live', 'ended'] as const;

export const competitionInputSchema = z.object({
  eventId: z.string('golf.eventRequired').min(1, 'golf.eventRequired').max(200),
  teeId: z.string('golf.teeRequired').min(1, 'golf.teeRequired').max(200),
  nine: z.enum(NINES, 'golf.nineInvalid').nullish(),
  cutOff: z.string('golf.dateInvalid').refine(isCalendarDate, 'golf.dateInvalid'),
  byGender: z.boolean().default(false),
});
export type CompetitionInput = z.input<typeof competitionInputSchema>;

const TEE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const GROUP_SIZE_MAX = 4;

export const drawInputSchema = z.object({
  groups: z
    .array(
      z.object({
        teeTime: z.string('golf.teeTimeInvalid').regex(TEE_TIME, 'golf.teeTimeInvalid'),
        markerUserId: z.string('golf.markerRequired').min(1, 'golf.markerRequired').max(200),
        personIds: z.array(z.string().min(1).max(200)).min(1, 'golf.groupEmpty').max(GROUP_SIZE_MAX, 'golf.groupTooBig'),
      }),
    )
    .min(1, 'golf.groupEmpty')
    .max(100),
});
export type DrawInput = z.input<typeof drawInputSchema>;

export const holeScoreInputSchema = z.object({
  personId: z.string('golf.playerRequired').min(1, 'golf.playerRequired').max(200),
  hole: z.int('golf.holeInvalid').min(1, 'golf.holeInvalid').max(18, 'golf.holeInvalid'),
  strokes: z.int('golf.strokesInvalid').min(1, 'golf.strokesInvalid').max(HOLE_STROKES_MAX, 'golf.strokesInvalid'),
});
export type HoleScoreInput = z.input<typeof holeScoreInputSchema>;

/** Tee times every `minutes` from the first, as HH:MM. */
export function teeTimes(first: string, count: number, minutes = 10): string[] {
  const [h, m] = first.split(':').map(Number) as [number, number];
  return Array.from({ length: count }, (_, at) => {
    const total = (h * 60 + m + at * minutes) % (24 * 60);
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  });
}

/** Splits players into groups of at most four, as even as can be (10 → 4, 3, 3). */
export function groupSizes(players: number): number[] {
  if (players === 0) return [];
  const groups = Math.ceil(players / GROUP_SIZE_MAX);
  return Array.from({ length: groups }, (_, at) => Math.floor(players / groups) + (at < players % groups ? 1 : 0));
}

export interface LeaderboardPlayerInput {
  personId: string;
  name: string;
  division: string;
  /** The practice index's course handicap for this competition's holes; null without an index (net = gross). */
  courseHandicap: number | null;
  /** Strokes by hole number (1–18) entered so far. */
  strokes: Record<number, number>;
}

export interface LeaderboardRow {
  personId: string;
  name: string;
  division: string;
  courseHandicap: number | null;
  /** Holes completed; 0: not started. */
  thru: number;
  gross: number;
  net: number;
  /** Strokes against the par of the holes played (gross and net). */
  grossToPar: number;
  netToPar: number;
  /** "1", "T3", or "" before the first hole. */
  grossPosition: string;
  netPosition: string;
}

export interface LeaderboardDivision {
  division: string;
  rows: LeaderboardRow[];
}

/** Positions from a sorted list of values: equal values share a place shown as T<place>. */
export function positions(values: readonly (number | null)[]): string[] {
  return values.map((value) => {
    if (value === null) return '';
    const first = values.indexOf(value);
    const tied = values.filter((other) => other === value).length > 1;
    return `${tied ? 'T' : ''}${first + 1}`;
  });
}

function rankBy(rows: LeaderboardRow[], key: 'grossToPar' | 'netToPar', position: 'grossPosition' | 'netPosition'): void {
  const sorted = [...rows].sort((a, b) => (a.thru === 0 ? 1 : 0) - (b.thru === 0 ? 1 : 0) || a[key] - b[key] || b.thru - a.thru || a.name.localeCompare(b.name));
  const places = positions(sorted.map((row) => (row.thru === 0 ? null : row[key])));
  sorted.forEach((row, at) => (row[position] = places[at]!));
}

/**
 * The leaderboard: per division, players ordered by gross to par (those who have not started
 * last), each with net to par from the strokes their course handicap gives on the holes played.
 */
export function leaderboard(tee: { holes: readonly Hole[] }, nine: Nine | null, players: readonly LeaderboardPlayerInput[]): LeaderboardDivision[] {
  const first = nine === 'back' ? 10 : 1;
  const holes = playedHoles(tee.holes, nine);
  const byDivision = new Map<string, LeaderboardRow[]>();
  for (const player of players) {
    let thru = 0;
    let gross = 0;
    let par = 0;
    let received = 0;
    holes.forEach((hole, at) => {
      const strokes = player.strokes[first + at];
      if (strokes === undefined) return;
      thru += 1;
      gross += strokes;
      par += hole.par;
      if (player.courseHandicap !== null) received += strokesReceived(player.courseHandicap, hole.strokeIndex, 18);
    });
    const row: LeaderboardRow = {
      personId: player.personId,
      name: player.name,
      division: player.division,
      courseHandicap: player.courseHandicap,
      thru,
      gross,
      net: gross - received,
      grossToPar: gross - par,
      netToPar: gross - received - par,
      grossPosition: '',
      netPosition: '',
    };
    byDivision.set(player.division, [...(byDivision.get(player.division) ?? []), row]);
  }
  const divisions = [...byDivision.entries()].map(([division, rows]) => {
    rankBy(rows, 'netToPar', 'netPosition');
    rankBy(rows, 'grossToPar', 'grossPosition');
    const ordered = [...rows].sort((a, b) => (a.thru === 0 ? 1 : 0) - (b.thru === 0 ? 1 : 0) || a.grossToPar - b.grossToPar || b.thru - a.thru || a.name.localeCompare(b.name));
    return { division, rows: ordered };
  });
  const rank = (division: string) => DIVISION_ORDER.indexOf(division.split('-')[0] as AgeDivision) * 10 + (division.endsWith('-Female') ? 1 : 0);
  return divisions.sort((a, b) => rank(a.division) - rank(b.division));
}

/** "E" for level par, "+3", "−2". */
export function formatToPar(value: number): string {
  if (value === 0) return 'E';
  return value > 0 ? `+${value}` : `−${-value}`;
}

export type CompetitionState = (typeof COMPETITION_STATES)[number];

/** A competition as the API answers it. */
export interface CompetitionSummary {
  id: string;
  eventId: string;
  eventName: string;
  eventDate: string;
  courseName: { zh: string; en: string };
  teeName: string;
  nine: Nine | null;
  cutOff: string;
  byGender: boolean;
  published: boolean;
  state: CompetitionState;
  endedAt: string | null;
}

export interface DrawPlayer {
  personId: string;
  name: string;
  division: string;
  courseHandicap: number | null;
}

export interface DrawGroup {
  id: string;
  teeTime: string;
  marker: { id: string; name: string };
  players: DrawPlayer[];
}

/** The admin's view of a competition: its draw and who may mark (those who booked). */
export interface CompetitionDetail extends CompetitionSummary {
  groups: DrawGroup[];
  markers: Array<{ id: string; name: string }>;
}

export interface Leaderboard {
  competition: CompetitionSummary;
  par: number;
  holes: number;
  updatedAt: string;
  divisions: LeaderboardDivision[];
}

/** A group its marker scores: the holes played and each player's strokes so far (by hole number). */
export interface MarkedGroup {
  competitionId: string;
  groupId: string;
  eventName: string;
  eventDate: string;
  teeTime: string;
  firstHole: number;
  holes: Hole[];
  players: Array<{ personId: string; name: string; strokes: Record<string, number> }>;
}

export interface CompetitionEvent {
  id: string;
  name: string;
  date: string;
  type: string;
  tag: string | null;
  enrolled: number;
}
