import { apiGet, readPath } from '@golf/shared/api/client';
import type { LiveUpdate } from '@golf/contract/live-updates';

/**
 * Every current live update; the frame keeps only the urgent ones (see use-urgent-live-updates).
 * Never the browser's cached copy (public reads may be kept for seconds): this read catches what the
 * stream could not push, so a warning made a moment before the page opened must be in it.
 */
export async function getLiveUpdates(): Promise<LiveUpdate[]> {
  const body = await apiGet<{ liveUpdates?: LiveUpdate[] }>(readPath('liveupdate/list'), undefined, { cache: 'no-cache' });
  return body.liveUpdates ?? [];
}
