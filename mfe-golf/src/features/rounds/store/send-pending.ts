import { ApiError } from '@golf/shared/api/client';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { putRound } from '../api/put-round';
import { useRoundStore } from './round-store';

/** No answer, a server in trouble or too many calls: the round waits for the next try. */
const worthRetrying = (error: unknown) => !(error instanceof ApiError) || error.httpStatus === 0 || error.httpStatus === 408 || error.httpStatus === 429 || error.httpStatus >= 500;

let sending: Promise<number> | null = null;

/**
 * Sends the account's rounds waiting on this phone, one at a time; one send at once per tab. A round
 * the API stored (now or on an earlier, unanswered send) leaves the phone; one it refuses stays,
 * marked with the reason. Returns how many were sent; stops at the first that cannot reach the API.
 */
export function sendPendingRounds(ownerId: string): Promise<number> {
  if (sending) return sending;
  const run = async () => {
    // Settled after `sending` is set, even when there is nothing to send.
    await Promise.resolve();
    let sent = 0;
    try {
      for (const round of useRoundStore.getState().pending.filter((candidate) => candidate.ownerId === ownerId && !candidate.refused)) {
        try {
          await putRound(round.id, round.input);
          useRoundStore.getState().removePending(round.id);
          sent++;
        } catch (error) {
          if (worthRetrying(error)) break;
          useRoundStore.getState().refusePending(round.id, error instanceof Error ? error.message : String(error));
        }
      }
    } finally {
      sending = null;
    }
    if (sent) await invalidateQueries(['golf', 'record']);
    return sent;
  };
  sending = run();
  return sending;
}
