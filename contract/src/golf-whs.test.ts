import {
  adjustedGross,
  capIndex,
  courseHandicap,
  exceptionalReduction,
  holeMaximum,
  indexFromDifferentials,
  indexHistory,
  practiceRecord,
  roundTenth,
  scoreDifferential,
  strokesReceived,
} from './golf-whs';

// The rule book's worked examples (DESIGN §12): each expectation is the book's figure.
describe('WHS practice index', () => {
  test('score differential: (113 / 125) × (94 − 73.0) → 19.0', () => {
    expect(scoreDifferential({ adjustedGross: 94, courseRating: 73.0, slope: 125 })).toBe(19.0);
    expect(scoreDifferential({ adjustedGross: 94, courseRating: 73.0, slope: 125, pcc: 1 })).toBe(18.1);
  });

  test('rounding is half up to a tenth', () => {
    expect(roundTenth(19.05)).toBe(19.1);
    expect(roundTenth(19.04999)).toBe(19.0);
    expect(roundTenth(-0.05)).toBe(0);
  });

  test('3 scores 15.3, 15.2, 16.6 → 13.2', () => {
    expect(indexFromDifferentials([15.3, 15.2, 16.6])).toBe(13.2);
  });

  test('3 scores 40.7, 42.4, 36.1 → 34.1; adding 45.9, 43.6, 45.0 → 37.4', () => {
    expect(indexFromDifferentials([40.7, 42.4, 36.1])).toBe(34.1);
    expect(indexFromDifferentials([40.7, 42.4, 36.1, 45.9, 43.6, 45.0])).toBe(37.4);
  });

  test('the table for fewer scores: 4 → lowest − 1.0, 5 → lowest, under 3 → none', () => {
    expect(indexFromDifferentials([20, 21])).toBeNull();
    expect(indexFromDifferentials([20, 21, 22, 23])).toBe(19.0);
    expect(indexFromDifferentials([20, 21, 22, 23, 24])).toBe(20.0);
  });

  test('20 scores: the average of the lowest 8; only the latest 20 count', () => {
    const twenty = [10, 11, 12, 13, 14, 15, 16, 17, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30];
    expect(indexFromDifferentials(twenty)).toBe(13.5);
    expect(indexFromDifferentials([0, 0, 0, ...twenty])).toBe(13.5);
  });

  test('soft cap: low 10.0 with best-8 average 13.4 → 13.2; hard cap at low + 5.0', () => {
    expect(capIndex(13.4, 10.0)).toBe(13.2);
    expect(capIndex(12.9, 10.0)).toBe(12.9);
    expect(capIndex(20.0, 10.0)).toBe(15.0);
    expect(capIndex(20.0, null)).toBe(20.0);
  });

  test('exceptional score: 7.0–9.9 below the index → 1.0, 10.0 or more → 2.0', () => {
    expect(exceptionalReduction(13.0, 20.0)).toBe(1.0);
    expect(exceptionalReduction(10.1, 20.0)).toBe(1.0);
    expect(exceptionalReduction(10.0, 20.0)).toBe(2.0);
    expect(exceptionalReduction(13.1, 20.0)).toBe(0);
    expect(exceptionalReduction(5, null)).toBe(0);
  });

  test('an exceptional score lowers the latest differentials, itself included', () => {
    const steps = indexHistory(
      [30, 30, 30, 30, 30, 19].map((differential, at) => ({ id: `r${at}`, date: `2026-01-0${at + 1}`, differential })),
    );
    expect(steps[4]!.index).toBe(30.0);
    expect(steps[5]!.exceptional).toBe(2.0);
    // 6 scores: the lowest two, 17.0 and 28.0, averaged, less 1.0.
    expect(steps[5]!.index).toBe(21.5);
  });

  test('the history caps against the low index once 20 scores made one', () => {
    const good = Array.from({ length: 20 }, (_, at) => ({ id: `g${at}`, date: `2026-02-${String(at + 1).padStart(2, '0')}`, differential: 10.0 }));
    const bad = Array.from({ length: 8 }, (_, at) => ({ id: `b${at}`, date: `2026-03-${String(at + 1).padStart(2, '0')}`, differential: 30.0 }));
    const steps = indexHistory([...good, ...bad]);
    expect(steps[19]!.index).toBe(10.0);
    // The 8 lowest of the latest 20 stay 10.0 until the 13th bad score; caps never lift it above 15.0.
    expect(steps.at(-1)!.index).toBe(10.0);
    const worse = indexHistory([...good, ...Array.from({ length: 20 }, (_, at) => ({ id: `w${at}`, date: `2026-04-${String(at + 1).padStart(2, '0')}`, differential: 40.0 }))]);
    expect(worse.at(-1)!.index).toBe(15.0);
  });

  test('course handicap: 12.5 × 138/113 + (71.3 − 72) → 15; 7.2 × 124/113 + (71.4 − 72) → 7', () => {
    expect(courseHandicap({ index: 12.5, slope: 138, courseRating: 71.3, par: 72 })).toBe(15);
    expect(courseHandicap({ index: 7.2, slope: 124, courseRating: 71.4, par: 72 })).toBe(7);
  });

  test('net double bogey: course handicap 15, par 4, stroke index 10 → hole maximum 7', () => {
    expect(holeMaximum(4, 10, 15)).toBe(7);
    expect(holeMaximum(4, 16, 15)).toBe(6);
    expect(holeMaximum(4, 1, 20)).toBe(8);
    expect(strokesReceived(20, 2)).toBe(2);
    expect(strokesReceived(20, 3)).toBe(1);
  });

  test('without an index the hole maximum is par + 5', () => {
    expect(holeMaximum(3, 1, null)).toBe(8);
    const holes = [
      { par: 4, strokeIndex: 1 },
      { par: 3, strokeIndex: 2 },
    ];
    expect(adjustedGross(holes, [12, 3], null)).toBe(12);
    expect(adjustedGross(holes, [12, 3], 0)).toBe(9);
  });
});

describe('practiceRecord', () => {
  const par4 = Array.from({ length: 18 }, (_, at) => ({ par: 4, strokeIndex: at + 1 }));
  const rating18 = { courseRating: 72.0, slope: 113, par: 72 };
  const round = (id: string, strokes: number[], date = '2026-05-01') => ({
    id,
    date,
    holes: strokes.length === 9 ? par4.slice(0, 9) : par4,
    strokes,
    courseRating: strokes.length === 9 ? 36.0 : 72.0,
    slope: 113,
    rating18,
  });

  test('without an index each hole counts at most par + 5; three rounds make an index', () => {
    const record = practiceRecord([round('a', [12, ...Array(17).fill(5)]), round('b', Array(18).fill(5)), round('c', Array(18).fill(6))]);
    expect(record.rounds[0]).toMatchObject({ gross: 97, adjustedGross: 94, differential: 22.0 });
    expect(record.rounds[1]!.differential).toBe(18.0);
    expect(record.index).toBe(16.0);
  });

  test('two nines make one 18-hole score; a single nine waits', () => {
    const one = practiceRecord([round('n1', Array(9).fill(5))]);
    expect(one.rounds[0]).toMatchObject({ differential: 9.0, combined: false });
    expect(one.history).toEqual([]);
    const two = practiceRecord([round('n1', Array(9).fill(5)), round('n2', Array(9).fill(6), '2026-05-02')]);
    expect(two.rounds.every((result) => result.combined)).toBe(true);
    expect(two.history).toEqual([{ id: 'n2', date: '2026-05-02', differential: 27.0, exceptional: 0, index: null }]);
  });
});
