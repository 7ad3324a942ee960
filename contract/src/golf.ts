import { isCalendarDate } from './dates.ts';
import { z } from './zod.ts';

// Golf (DESIGN §12, issue 41): courses, their tees with par, stroke index and ratings, and the
// rounds members record. The schemas serve the API's validation and the golf remote's forms.

export const COURSE_NAME_MAX = 100;
export const TEE_NAME_MAX = 40;
export const RATING_SOURCE_MAX = 200;
export const TEES_PER_COURSE_MAX = 8;
/** The most strokes a hole can be entered with (a hole maximum is far lower; this guards the input). */
export const HOLE_STROKES_MAX = 20;

const requiredText = (max: number, required: string, tooLong: string) => z.string(required).trim().min(1, required).max(max, tooLong);

export const courseNameSchema = z.object({
  zh: requiredText(COURSE_NAME_MAX, 'golf.nameRequired', 'golf.nameTooLong'),
  en: requiredText(COURSE_NAME_MAX, 'golf.nameRequired', 'golf.nameTooLong'),
});

export const holeSchema = z.object({
  par: z.int('golf.parInvalid').min(3, 'golf.parInvalid').max(6, 'golf.parInvalid'),
  strokeIndex: z.int('golf.strokeIndexInvalid').min(1, 'golf.strokeIndexInvalid').max(18, 'golf.strokeIndexInvalid'),
});

/** Course Rating and Slope Rating of 18 holes or of a nine. */
const ratingSchema = (minRating: number, maxRating: number) =>
  z.object({
    courseRating: z.number('golf.ratingInvalid').min(minRating, 'golf.ratingInvalid').max(maxRating, 'golf.ratingInvalid'),
    slope: z.int('golf.slopeInvalid').min(55, 'golf.slopeInvalid').max(155, 'golf.slopeInvalid'),
  });

export const teeInputSchema = z.object({
  /** A tee kept from before (rounds refer to it); none: a new tee. */
  id: z.string().min(1).max(200).optional(),
  name: requiredText(TEE_NAME_MAX, 'golf.teeNameRequired', 'golf.nameTooLong'),
  colour: z.string('golf.colourInvalid').regex(/^#[0-9a-fA-F]{6}$/, 'golf.colourInvalid'),
  holes: z
    .array(holeSchema, 'golf.holesInvalid')
    .length(18, 'golf.holesInvalid')
    .refine((holes) => new Set(holes.map((hole) => hole.strokeIndex)).size === 18, 'golf.strokeIndexRepeated'),
  ratings: z.object({
    full: ratingSchema(50, 90),
    front: ratingSchema(25, 45),
    back: ratingSchema(25, 45),
  }),
  source: requiredText(RATING_SOURCE_MAX, 'golf.sourceRequired', 'golf.sourceTooLong'),
  effectiveFrom: z.string('golf.dateInvalid').refine(isCalendarDate, 'golf.dateInvalid'),
});

export const courseInputSchema = z.object({
  name: courseNameSchema,
  tees: z.array(teeInputSchema, 'golf.teesRequired').min(1, 'golf.teesRequired').max(TEES_PER_COURSE_MAX, 'golf.tooManyTees'),
});

export type TeeInput = z.input<typeof teeInputSchema>;
export type CourseInput = z.input<typeof courseInputSchema>;

export interface Hole {
  par: number;
  strokeIndex: number;
}

export interface Rating {
  courseRating: number;
  slope: number;
}

export interface Tee {
  id: string;
  name: string;
  colour: string;
  holes: Hole[];
  ratings: { full: Rating; front: Rating; back: Rating };
  source: string;
  effectiveFrom: string;
}

export interface Course {
  id: string;
  name: { zh: string; en: string };
  /** Ratings that are demo figures, to be replaced with the association's. */
  demo: boolean;
  tees: Tee[];
  updatedAt: string;
}

export const NINES = ['front', 'back'] as const;
export type Nine = (typeof NINES)[number];

/** The holes a round covers: 18, or a nine (front 1–9, back 10–18). */
export function playedHoles(holes: readonly Hole[], nine: Nine | null): Hole[] {
  if (nine === 'front') return holes.slice(0, 9);
  if (nine === 'back') return holes.slice(9, 18);
  return [...holes];
}

export const ROUND_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A round as a phone sends it (PUT /cms/golf/rounds/:id, the id made on the phone). */
export const roundInputSchema = z
  .object({
    /** A junior of the caller's family; none: the caller plays. */
    personId: z.string().min(1).max(200).nullish(),
    teeId: z.string('golf.teeRequired').min(1, 'golf.teeRequired').max(200),
    playedOn: z.string('golf.dateInvalid').refine(isCalendarDate, 'golf.dateInvalid'),
    nine: z.enum(NINES, 'golf.nineInvalid').nullish(),
    strokes: z.array(z.int('golf.strokesInvalid').min(1, 'golf.strokesInvalid').max(HOLE_STROKES_MAX, 'golf.strokesInvalid'), 'golf.strokesInvalid'),
  })
  .refine((round) => round.strokes.length === (round.nine ? 9 : 18), { message: 'golf.strokesCount', path: ['strokes'] });

export type RoundInput = z.input<typeof roundInputSchema>;

export interface RoundSummary {
  id: string;
  personId: string | null;
  courseId: string;
  courseName: { zh: string; en: string };
  teeName: string;
  teeColour: string;
  playedOn: string;
  nine: Nine | null;
  kind: 'practice';
  par: number;
  gross: number;
  adjustedGross: number;
  differential: number;
  /** A nine not yet combined with another into an 18-hole score. */
  waiting: boolean;
}

export interface PlayerRecord {
  /** The practice index (never the official Handicap Index), null under 3 scores. */
  practiceIndex: number | null;
  history: { date: string; index: number | null; differential: number }[];
  rounds: RoundSummary[];
}
