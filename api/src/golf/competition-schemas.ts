import { z } from 'zod';

/** The competitions' answers, for the response validation and the OpenAPI document. */
export const competitionSummarySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  eventDate: z.string(),
  courseName: z.object({ zh: z.string(), en: z.string() }),
  teeName: z.string(),
  nine: z.enum(['front', 'back']).nullable(),
  cutOff: z.string(),
  byGender: z.boolean(),
  published: z.boolean(),
  state: z.enum(['draft', 'live', 'ended']),
  endedAt: z.string().nullable(),
});

const drawPlayerSchema = z.object({ personId: z.string(), name: z.string(), division: z.string(), courseHandicap: z.number().nullable() });

export const competitionDetailSchema = competitionSummarySchema.extend({
  groups: z.array(z.object({ id: z.string(), teeTime: z.string(), marker: z.object({ id: z.string(), name: z.string() }), players: z.array(drawPlayerSchema) })),
  markers: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const leaderboardSchema = z.object({
  competition: competitionSummarySchema,
  par: z.number(),
  holes: z.number(),
  updatedAt: z.string(),
  divisions: z.array(
    z.object({
      division: z.string(),
      rows: z.array(
        z.object({
          personId: z.string(),
          name: z.string(),
          division: z.string(),
          courseHandicap: z.number().nullable(),
          thru: z.number(),
          gross: z.number(),
          net: z.number(),
          grossToPar: z.number(),
          netToPar: z.number(),
          grossPosition: z.string(),
          netPosition: z.string(),
        }),
      ),
    }),
  ),
});

export const markedGroupSchema = z.object({
  competitionId: z.string(),
  groupId: z.string(),
  eventName: z.string(),
  eventDate: z.string(),
  teeTime: z.string(),
  firstHole: z.number(),
  holes: z.array(z.object({ par: z.number(), strokeIndex: z.number() })),
  players: z.array(z.object({ personId: z.string(), name: z.string(), strokes: z.record(z.string(), z.number()) })),
});
