import userEvent from '@testing-library/user-event';
import { configure } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupApiServer } from '@golf/shared/testing/api-server';
import { clubHandler } from '@golf/shared/testing/club';

/**
 * msw for a test file (toasts are cleared between tests by @golf/shared/testing/jest-setup); the
 * club's details (GET /ext/club) are answered by default, as pages of the frame read them.
 */
export function setupShellTest(...handlers: RequestHandler[]) {
  // The CI machine has 2 cores shared by every job: leave room for a slow render.
  jest.setTimeout(20_000);
  configure({ asyncUtilTimeout: 4000 });
  return setupApiServer(clubHandler(), ...handlers);
}

/**
 * Puts text into a field the way a paste does: one input event instead of one per key, which
 * keeps form tests fast on a busy machine. Use userEvent.type where per-key behaviour matters.
 */
export async function fill(element: HTMLElement, value: string): Promise<void> {
  await userEvent.clear(element);
  if (value) await userEvent.paste(value);
}
