import { apiGet, readPath } from '@golf/shared/api/client';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

/** GET /{cms,ext}/liveupdate/list: the newest live updates, newest first. */
export async function getLiveUpdates(): Promise<LiveUpdate[]> {
  const body = await apiGet<{ liveUpdates?: LiveUpdate[] }>(readPath('liveupdate/list'));
  return body.liveUpdates ?? [];
}

export function useLiveUpdates() {
  return useApiQuery(getLiveUpdates, []);
}
