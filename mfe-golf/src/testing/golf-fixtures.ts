import type { Course, PlayerRecord, RoundSummary } from '@golf/contract/golf';

const pars = [4, 4, 3, 5, 4, 4, 3, 4, 4, 4, 3, 4, 5, 4, 4, 3, 4, 4];
const indexes = [7, 15, 3, 11, 1, 17, 9, 13, 5, 8, 16, 4, 12, 2, 18, 10, 14, 6];

export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 'c1',
    name: { zh: '滘西洲北場', en: 'Kau Sai Chau North' },
    demo: true,
    updatedAt: '2026-11-01T02:00:00.000Z',
    tees: [
      {
        id: 't1',
        name: 'Blue',
        colour: '#1f4e9c',
        holes: pars.map((par, at) => ({ par, strokeIndex: indexes[at]! })),
        ratings: { full: { courseRating: 70.1, slope: 124 }, front: { courseRating: 35.2, slope: 123 }, back: { courseRating: 34.9, slope: 125 } },
        source: '示範數字 / Demo figures — replace with the association’s',
        effectiveFrom: '2026-01-01',
      },
    ],
    ...overrides,
  };
}

export function makeRound(overrides: Partial<RoundSummary> = {}): RoundSummary {
  return {
    id: 'r1',
    personId: null,
    courseId: 'c1',
    courseName: { zh: '滘西洲北場', en: 'Kau Sai Chau North' },
    teeName: 'Blue',
    teeColour: '#1f4e9c',
    playedOn: '2026-05-01',
    nine: null,
    kind: 'practice',
    par: 70,
    gross: 90,
    adjustedGross: 90,
    differential: 18.1,
    waiting: false,
    ...overrides,
  };
}

export const emptyRecord = (): PlayerRecord => ({ practiceIndex: null, history: [], rounds: [] });
