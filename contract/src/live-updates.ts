import { z } from './zod.ts';

/** Both specification documents' colour lists together (they differ in purple and black). */
export const LIVE_UPDATE_COLORS = ['red', 'green', 'blue', 'yellow', 'orange', 'purple', 'pink', 'gray', 'black'] as const;
export type LiveUpdateColor = (typeof LIVE_UPDATE_COLORS)[number];

export const liveUpdateSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  preview: z.string(),
  color: z.string().describe(`one of ${LIVE_UPDATE_COLORS.join(', ')}; draw anything else gray`),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type LiveUpdate = z.infer<typeof liveUpdateSchema>;
