import { apiGet, readPath } from '@golf/shared/api/client';
import type { LiveUpdate } from '@golf/contract/live-updates';

/** GET /{cms,ext}/liveupdate/get/{id}: the edit dialog fills from the fresh detail. */
export async function getLiveUpdate(liveUpdateId: string): Promise<LiveUpdate> {
  const body = await apiGet<{ liveUpdate: LiveUpdate }>(readPath(`liveupdate/get/${encodeURIComponent(liveUpdateId)}`));
  return body.liveUpdate;
}
