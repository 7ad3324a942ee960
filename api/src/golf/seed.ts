import { courseInputSchema, type TeeInput } from '@golf/contract/golf';
import type { Seeder } from '../seed/index.js';
import { createCourse } from './courses.js';

/** Shown with every demo rating: the figures are placeholders for the association's. */
export const DEMO_SOURCE = '示範數字 / Demo figures — replace with the association’s';

/** 18 pars (front nine first) and stroke indexes: odd on the front nine, even on the back. */
function holes(pars: number[]): TeeInput['holes'] {
  const front = [7, 15, 3, 11, 1, 17, 9, 13, 5];
  const back = [8, 16, 4, 12, 2, 18, 10, 14, 6];
  return pars.map((par, at) => ({ par, strokeIndex: at < 9 ? front[at]! : back[at - 9]! }));
}

function tee(name: string, colour: string, pars: number[], full: [number, number], front: [number, number], back: [number, number]): TeeInput {
  return {
    name,
    colour,
    holes: holes(pars),
    ratings: {
      full: { courseRating: full[0], slope: full[1] },
      front: { courseRating: front[0], slope: front[1] },
      back: { courseRating: back[0], slope: back[1] },
    },
    source: DEMO_SOURCE,
    effectiveFrom: '2026-01-01',
  };
}

const PAR_70 = [4, 4, 3, 5, 4, 4, 3, 4, 4, 4, 3, 4, 5, 4, 4, 3, 4, 4];
const PAR_71 = [4, 5, 3, 4, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 4];
const PAR_72 = [4, 5, 3, 4, 4, 5, 3, 4, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];

/** The club's usual Hong Kong courses, with demo ratings clearly labelled as such. */
export const DEMO_COURSES = [
  { name: { zh: '滘西洲北場', en: 'Kau Sai Chau North' }, tees: [tee('Blue', '#1f4e9c', PAR_70, [70.1, 124], [35.2, 123], [34.9, 125]), tee('Red', '#c62828', PAR_70, [67.3, 116], [33.8, 115], [33.5, 117])] },
  { name: { zh: '滘西洲南場', en: 'Kau Sai Chau South' }, tees: [tee('Blue', '#1f4e9c', PAR_71, [70.8, 127], [35.6, 126], [35.2, 128]), tee('Red', '#c62828', PAR_71, [68.0, 118], [34.1, 117], [33.9, 119])] },
  { name: { zh: '滘西洲東場', en: 'Kau Sai Chau East' }, tees: [tee('Blue', '#1f4e9c', PAR_70, [71.5, 131], [35.9, 130], [35.6, 132]), tee('Red', '#c62828', PAR_70, [68.6, 121], [34.4, 120], [34.2, 122])] },
  { name: { zh: '清水灣鄉村俱樂部', en: 'Clearwater Bay' }, tees: [tee('Blue', '#1f4e9c', PAR_71, [71.9, 133], [36.1, 132], [35.8, 134]), tee('White', '#f5f5f5', PAR_71, [69.8, 126], [35.0, 125], [34.8, 127])] },
  { name: { zh: '愉景灣高爾夫球會', en: 'Discovery Bay' }, tees: [tee('Blue', '#1f4e9c', PAR_72, [72.4, 130], [36.3, 129], [36.1, 131]), tee('Red', '#c62828', PAR_72, [69.9, 122], [35.0, 121], [34.9, 123])] },
];

export const golfSeeder: Seeder = {
  name: 'golf',
  async demo({ db, log }) {
    for (const course of DEMO_COURSES) await createCourse(db, courseInputSchema.parse(course), true);
    log(`golf: ${DEMO_COURSES.length} demo courses (ratings are demo figures)`);
  },
};
