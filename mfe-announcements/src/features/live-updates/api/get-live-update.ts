import { apiGet, readPath } from '@golf/shared/api/client';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { readingLanguage } from '@golf/shared/i18n/reading-language';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** One live update with its full content, for the info dialog. */
export async function getLiveUpdate(id: string): Promise<LiveUpdate> {
  const body = await apiGet<{ liveUpdate?: LiveUpdate }>(readPath(`liveupdate/get/${encodeURIComponent(id)}`));
  if (!body.liveUpdate) throw new Error('Live update missing from the answer');
  return body.liveUpdate;
}

/** `version` (the entry's updatedAt) makes an edit pushed by the stream load the new content. */
export const liveUpdateQuery = (id: string, version?: string) =>
  queryOptions({ queryKey: ['liveUpdates', 'detail', id, version, readingLanguage()], queryFn: () => getLiveUpdate(id) });

export const useLiveUpdate = (id: string, version?: string) => useQuery(liveUpdateQuery(id, version));
