import { z } from './zod.ts';

/**
 * A live session of the signed-in account (one per sign-in, DESIGN §9 "Sessions"), as
 * `GET /cms/auth/sessions` lists them in Settings.
 */
export const sessionSchema = z.object({
  _id: z.string(),
  device: z.string().describe('browser and system, e.g. "Chrome · Android"; empty when unknown'),
  createdAt: z.string().describe('ISO time of the sign-in'),
  lastSeenAt: z.string().describe('ISO time of the last call (to within a few seconds)'),
  current: z.boolean().describe('the session of the token that asked'),
});

export type Session = z.infer<typeof sessionSchema>;
