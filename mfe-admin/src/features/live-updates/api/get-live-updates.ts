import { apiGet, readPath } from '@golf/shared/api/client';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /{cms,ext}/liveupdate/list: the newest live updates, newest first. */
export async function getLiveUpdates(): Promise<LiveUpdate[]> {
  const body = await apiGet<{ liveUpdates?: LiveUpdate[] }>(readPath('liveupdate/list'));
  return body.liveUpdates ?? [];
}

export const liveUpdatesQuery = () => queryOptions({ queryKey: ['admin', 'liveUpdates', 'list'], queryFn: getLiveUpdates });

export const useLiveUpdates = () => useQuery(liveUpdatesQuery());
