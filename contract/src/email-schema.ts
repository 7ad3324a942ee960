import { isEmailAddress } from './email.ts';
import { z } from './zod.ts';

/**
 * The schema of every email field the API accepts: trimmed, then one plain address. `message` is
 * the catalogue key (or text) of the refusal.
 */
export const emailAddress = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => isEmailAddress(value), { error: message });
