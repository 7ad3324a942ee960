import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { getRuntimeConfig } from '@golf/shared/api/runtime-config';

/** The API address the client calls in tests (the runtime default). */
export const API = getRuntimeConfig().apiUrl;

/** An msw server for a test file: listens before all, resets after each, closes after all. */
export function setupApiServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
