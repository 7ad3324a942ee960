import type { FastifyRequest } from 'fastify';
import type { ContentLanguage } from '@golf/contract/content-language';

/**
 * How a request reads content in both languages (DESIGN §13): in the caller's language
 * (Accept-Language, which the apps set to the language on screen), and both as well for an admin
 * (the editors show the two side by side).
 */
export interface TextReader {
  language: ContentLanguage;
  /** Both languages as well (`titles`, `contents`): admins, and the live-update stream. */
  both: boolean;
}

export function textReader(request: FastifyRequest): TextReader {
  return { language: request.language, both: request.user?.userGroup === 'Admin' };
}
