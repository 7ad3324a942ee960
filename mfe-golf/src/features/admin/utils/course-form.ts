import type { Course, CourseInput, Tee } from '@golf/contract/golf';
import { clubToday } from '@golf/contract/family';

// The admin's course form keeps what is typed as text; the API checks it (contract courseInputSchema)
// and answers with the field's message in the admin's language.

export interface TeeForm {
  id?: string;
  name: string;
  colour: string;
  holes: { par: string; strokeIndex: string }[];
  ratings: Record<'full' | 'front' | 'back', { courseRating: string; slope: string }>;
  source: string;
  effectiveFrom: string;
}

export interface CourseForm {
  nameZh: string;
  nameEn: string;
  tees: TeeForm[];
}

const DEFAULT_PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const DEFAULT_INDEXES = [7, 15, 3, 11, 1, 17, 9, 13, 5, 8, 16, 4, 12, 2, 18, 10, 14, 6];

export function emptyTee(): TeeForm {
  return {
    name: '',
    colour: '#1f4e9c',
    holes: DEFAULT_PARS.map((par, at) => ({ par: String(par), strokeIndex: String(DEFAULT_INDEXES[at]) })),
    ratings: { full: { courseRating: '', slope: '' }, front: { courseRating: '', slope: '' }, back: { courseRating: '', slope: '' } },
    source: '',
    effectiveFrom: clubToday(),
  };
}

function teeForm(tee: Tee): TeeForm {
  const rating = (part: 'full' | 'front' | 'back') => ({ courseRating: String(tee.ratings[part].courseRating), slope: String(tee.ratings[part].slope) });
  return {
    id: tee.id,
    name: tee.name,
    colour: tee.colour,
    holes: tee.holes.map((hole) => ({ par: String(hole.par), strokeIndex: String(hole.strokeIndex) })),
    ratings: { full: rating('full'), front: rating('front'), back: rating('back') },
    source: tee.source,
    effectiveFrom: tee.effectiveFrom,
  };
}

export function courseFormOf(course?: Course): CourseForm {
  if (!course) return { nameZh: '', nameEn: '', tees: [emptyTee()] };
  return { nameZh: course.name.zh, nameEn: course.name.en, tees: course.tees.map(teeForm) };
}

/** A number typed, or the text itself when it is none (the API then says what is wrong). */
const number = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

export function coursePayload(form: CourseForm): CourseInput {
  return {
    name: { zh: form.nameZh, en: form.nameEn },
    tees: form.tees.map((tee) => ({
      ...(tee.id ? { id: tee.id } : {}),
      name: tee.name,
      colour: tee.colour,
      holes: tee.holes.map((hole) => ({ par: number(hole.par), strokeIndex: number(hole.strokeIndex) })),
      ratings: {
        full: { courseRating: number(tee.ratings.full.courseRating), slope: number(tee.ratings.full.slope) },
        front: { courseRating: number(tee.ratings.front.courseRating), slope: number(tee.ratings.front.slope) },
        back: { courseRating: number(tee.ratings.back.courseRating), slope: number(tee.ratings.back.slope) },
      },
      source: tee.source,
      effectiveFrom: tee.effectiveFrom,
    })),
  } as CourseInput;
}
