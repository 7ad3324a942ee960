import { z } from 'zod';

/** The answers' shapes, for the response validation and the OpenAPI document. */
const ratingSchema = z.object({ courseRating: z.number(), slope: z.number() });

export const teeSchema = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.string(),
  holes: z.array(z.object({ par: z.number(), strokeIndex: z.number() })),
  ratings: z.object({ full: ratingSchema, front: ratingSchema, back: ratingSchema }),
  source: z.string(),
  effectiveFrom: z.string(),
});

export const courseSchema = z.object({
  id: z.string(),
  name: z.object({ zh: z.string(), en: z.string() }),
  demo: z.boolean(),
  tees: z.array(teeSchema),
  updatedAt: z.string(),
});

export const roundSummarySchema = z.object({
  id: z.string(),
  personId: z.string().nullable(),
  courseId: z.string(),
  courseName: z.object({ zh: z.string(), en: z.string() }),
  teeName: z.string(),
  teeColour: z.string(),
  playedOn: z.string(),
  nine: z.enum(['front', 'back']).nullable(),
  kind: z.literal('practice'),
  par: z.number(),
  gross: z.number(),
  adjustedGross: z.number(),
  differential: z.number(),
  waiting: z.boolean(),
});

export const playerRecordSchema = z.object({
  practiceIndex: z.number().nullable(),
  history: z.array(z.object({ date: z.string(), index: z.number().nullable(), differential: z.number() })),
  rounds: z.array(roundSummarySchema),
});
