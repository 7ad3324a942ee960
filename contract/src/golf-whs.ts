// The World Handicap System's arithmetic for the club's *practice index* (DESIGN §12, issue 41
// point 4). Pure functions, no I/O: the API computes a player's practice index with them and the
// remote shows the hole maximum while a score is entered. Only the national association issues an
// official Handicap Index; a member's official figure stays its own field (users/people
// handicap_index) and is never written from here.

/** The highest index the system gives. */
export const MAX_INDEX = 54.0;
/** How many of the latest scores count, and how many of them make the index. */
export const SCORES_CONSIDERED = 20;

/** Rounded half up to one decimal (WHS rounds 0.05 up), free of binary noise (19.05 → 19.1). */
export function roundTenth(value: number): number {
  return Math.floor(value * 10 + 0.5 + 1e-9) / 10;
}

/** Score Differential = 113 / Slope × (adjusted gross − Course Rating − PCC), to a tenth. */
export function scoreDifferential({ adjustedGross, courseRating, slope, pcc = 0 }: { adjustedGross: number; courseRating: number; slope: number; pcc?: number }): number {
  return roundTenth((113 / slope) * (adjustedGross - courseRating - pcc));
}

/**
 * With fewer than 20 scores: how many of the lowest differentials are averaged and the adjustment
 * added (the rule book's table 5.2a). Under 3 scores there is no index.
 */
export function indexTable(count: number): { lowest: number; adjustment: number } | null {
  if (count < 3) return null;
  if (count === 3) return { lowest: 1, adjustment: -2.0 };
  if (count === 4) return { lowest: 1, adjustment: -1.0 };
  if (count === 5) return { lowest: 1, adjustment: 0 };
  if (count === 6) return { lowest: 2, adjustment: -1.0 };
  if (count <= 8) return { lowest: 2, adjustment: 0 };
  if (count <= 11) return { lowest: 3, adjustment: 0 };
  if (count <= 14) return { lowest: 4, adjustment: 0 };
  if (count <= 16) return { lowest: 5, adjustment: 0 };
  if (count <= 18) return { lowest: 6, adjustment: 0 };
  if (count === 19) return { lowest: 7, adjustment: 0 };
  return { lowest: 8, adjustment: 0 };
}

/** The index the latest (up to 20) differentials make before any cap, or null under 3 scores. */
export function indexFromDifferentials(differentials: readonly number[]): number | null {
  const latest = differentials.slice(-SCORES_CONSIDERED);
  const row = indexTable(latest.length);
  if (!row) return null;
  const lowest = [...latest].sort((a, b) => a - b).slice(0, row.lowest);
  const average = lowest.reduce((sum, value) => sum + value, 0) / lowest.length;
  return Math.min(MAX_INDEX, roundTenth(average + row.adjustment));
}

/**
 * Soft cap and hard cap against the low index of the last 365 days: a rise above low + 3.0 is
 * halved, and the index never goes above low + 5.0.
 */
export function capIndex(calculated: number, lowIndex: number | null): number {
  if (lowIndex === null) return calculated;
  const softFrom = lowIndex + 3.0;
  let capped = calculated > softFrom ? softFrom + (calculated - softFrom) / 2 : calculated;
  capped = Math.min(capped, lowIndex + 5.0);
  return roundTenth(capped);
}

/** How much an exceptional score lowers the latest 20 differentials: 1.0 at 7.0–9.9 below the index, 2.0 at 10.0 or more. */
export function exceptionalReduction(differential: number, indexBefore: number | null): number {
  if (indexBefore === null) return 0;
  const below = roundTenth(indexBefore - differential);
  if (below >= 10.0) return 2.0;
  if (below >= 7.0) return 1.0;
  return 0;
}

/** Course Handicap = index × Slope / 113 + (Course Rating − par), rounded to a whole stroke (half up). */
export function courseHandicap({ index, slope, courseRating, par }: { index: number; slope: number; courseRating: number; par: number }): number {
  return Math.floor((index * slope) / 113 + (courseRating - par) + 0.5 + 1e-9);
}

/** Strokes a course handicap gives on a hole of this stroke index (1 hardest) over `holes` holes. */
export function strokesReceived(courseHandicapValue: number, strokeIndex: number, holes = 18): number {
  if (courseHandicapValue <= 0) return courseHandicapValue < 0 && strokeIndex > holes + courseHandicapValue ? -1 : 0;
  const full = Math.floor(courseHandicapValue / holes);
  return full + (strokeIndex <= courseHandicapValue % holes ? 1 : 0);
}

/**
 * The most a hole counts for the adjusted gross score: net double bogey (par + 2 + strokes
 * received), or par + 5 while the player has no index (courseHandicap null).
 */
export function holeMaximum(par: number, strokeIndex: number, courseHandicapValue: number | null, holes = 18): number {
  if (courseHandicapValue === null) return par + 5;
  return par + 2 + strokesReceived(courseHandicapValue, strokeIndex, holes);
}

export interface HoleForScore {
  par: number;
  strokeIndex: number;
}

/** The adjusted gross score: each hole's strokes, at most its hole maximum. */
export function adjustedGross(holes: readonly HoleForScore[], strokes: readonly number[], courseHandicapValue: number | null): number {
  return holes.reduce((sum, hole, at) => sum + Math.min(strokes[at] ?? 0, holeMaximum(hole.par, hole.strokeIndex, courseHandicapValue, holes.length)), 0);
}

/** One scored round, already reduced to an 18-hole differential, in the order it was played. */
export interface ScoreForIndex {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  differential: number;
}

export interface IndexStep {
  id: string;
  date: string;
  differential: number;
  /** The reduction this score's exceptional result brought to the latest 20 (0 when none). */
  exceptional: number;
  /** The practice index after this score, or null while fewer than 3 scores. */
  index: number | null;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The practice index after each score, in order: the lowest 8 of the latest 20 (or the table for
 * fewer), less exceptional-score reductions, capped against the low index of the 365 days before
 * the score once 20 scores make an index. What a player's page shows as the history.
 */
export function indexHistory(scores: readonly ScoreForIndex[]): IndexStep[] {
  const adjusted: number[] = [];
  const steps: IndexStep[] = [];
  for (const score of scores) {
    const indexBefore = steps.at(-1)?.index ?? null;
    adjusted.push(score.differential);
    const reduction = exceptionalReduction(score.differential, indexBefore);
    if (reduction) {
      for (let at = Math.max(0, adjusted.length - SCORES_CONSIDERED); at < adjusted.length; at++) adjusted[at] = roundTenth(adjusted[at]! - reduction);
    }
    let index = indexFromDifferentials(adjusted);
    if (index !== null && adjusted.length >= SCORES_CONSIDERED) {
      // The low index: the lowest index of the past 365 days among those made from 20 scores.
      const year = steps.filter((step, at) => at >= SCORES_CONSIDERED - 1 && step.index !== null && daysBetween(step.date, score.date) <= 365);
      const low = year.length ? Math.min(...year.map((step) => step.index!)) : null;
      index = capIndex(index, low);
    }
    steps.push({ id: score.id, date: score.date, differential: score.differential, exceptional: reduction, index });
  }
  return steps;
}

/** A played round with what its differential needs: its tee's holes played and their ratings. */
export interface RoundForIndex {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  /** The holes played (9 or 18), each with its par and its 18-hole stroke index. */
  holes: readonly HoleForScore[];
  strokes: readonly number[];
  /** The ratings of what was played: the nine's for a 9-hole round. */
  courseRating: number;
  slope: number;
  /** The 18 holes' ratings and par, for the course handicap that sets the hole maximums. */
  rating18: { courseRating: number; slope: number; par: number };
  pcc?: number;
}

export interface RoundResult {
  id: string;
  gross: number;
  adjustedGross: number;
  /** This round's own differential (a nine's is a 9-hole differential). */
  differential: number;
  /** For a nine: whether it has been combined with another nine into an 18-hole score yet. */
  combined: boolean;
}

/**
 * A player's rounds, oldest first, to their results and practice index history. Hole maximums use
 * the course handicap from the practice index before the round (par + 5 while there is none). A
 * 9-hole round waits for the player's next nine: the two 9-hole differentials added make one
 * 18-hole score, dated the second's (the rule book's combining of nines).
 */
export function practiceRecord(rounds: readonly RoundForIndex[]): { rounds: RoundResult[]; history: IndexStep[]; index: number | null } {
  const scores: ScoreForIndex[] = [];
  const results: RoundResult[] = [];
  let history: IndexStep[] = [];
  let waitingNine: RoundResult | null = null;
  for (const round of rounds) {
    const index = history.at(-1)?.index ?? null;
    const handicap = index === null ? null : courseHandicap({ index, ...round.rating18 });
    const gross = round.strokes.reduce((sum, strokes) => sum + strokes, 0);
    const adjusted = round.holes.reduce((sum, hole, at) => sum + Math.min(round.strokes[at] ?? 0, holeMaximum(hole.par, hole.strokeIndex, handicap)), 0);
    const differential = scoreDifferential({ adjustedGross: adjusted, courseRating: round.courseRating, slope: round.slope, pcc: round.pcc ?? 0 });
    const result: RoundResult = { id: round.id, gross, adjustedGross: adjusted, differential, combined: round.holes.length === 18 };
    results.push(result);
    if (round.holes.length === 18) {
      scores.push({ id: round.id, date: round.date, differential });
    } else if (waitingNine) {
      waitingNine.combined = true;
      result.combined = true;
      scores.push({ id: round.id, date: round.date, differential: roundTenth(waitingNine.differential + differential) });
      waitingNine = null;
    } else {
      waitingNine = result;
      continue;
    }
    history = indexHistory(scores);
  }
  return { rounds: results, history, index: history.at(-1)?.index ?? null };
}
