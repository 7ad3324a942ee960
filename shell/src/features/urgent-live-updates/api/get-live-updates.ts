import { apiGet, readPath } from '@golf/shared/api/client';
import type { LiveUpdate } from '@golf/contract/live-updates';

/** Every current live update; the frame keeps only the urgent ones (see use-urgent-live-updates). */
export async function getLiveUpdates(): Promise<LiveUpdate[]> {
  const body = await apiGet<{ liveUpdates?: LiveUpdate[] }>(readPath('liveupdate/list'));
  return body.liveUpdates ?? [];
}
