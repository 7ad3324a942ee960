/**
 * A refusal the client should see: the HTTP status and a message key from a catalogue, translated
 * into the request's language by the error handler. Throw it from any handler or preHandler.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}
