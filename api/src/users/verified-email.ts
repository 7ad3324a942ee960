import type { FastifyRequest } from 'fastify';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';

/**
 * Routes that enrol, pay or post list this as `preValidation` (it runs after requireUser has set
 * the caller, before the body is validated): an account whose address no mailed link has proved
 * yet gets a translated 403 (DESIGN §9, issue 36 point 3).
 */
export async function requireVerifiedEmail(request: FastifyRequest): Promise<void> {
  if (!currentUser(request).emailVerifiedAt) throw new HttpError(403, 'users.emailNotVerified');
}
