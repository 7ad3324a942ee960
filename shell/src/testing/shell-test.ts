import userEvent from '@testing-library/user-event';
import { act, configure } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupApiServer } from '@golf/shared/testing/api-server';
import { toaster } from '@golf/shared/theme/toaster';

/**
 * msw for a test file, and no toast carried from one test into the next: the toaster is a
 * page-wide store that keeps at most 4 toasts and queues the rest.
 */
export function setupShellTest(...handlers: RequestHandler[]) {
  // The CI machine has 2 cores shared by every job: leave room for a slow render.
  jest.setTimeout(20_000);
  configure({ asyncUtilTimeout: 4000 });
  afterEach(() => act(() => void toaster.remove()));
  return setupApiServer(...handlers);
}

/**
 * Puts text into a field the way a paste does: one input event instead of one per key, which
 * keeps form tests fast on a busy machine. Use userEvent.type where per-key behaviour matters.
 */
export async function fill(element: HTMLElement, value: string): Promise<void> {
  await userEvent.clear(element);
  if (value) await userEvent.paste(value);
}
