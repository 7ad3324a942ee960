import { apiGet, readPath } from '@golf/shared/api/client';
import { readingLanguage } from '@golf/shared/i18n/reading-language';
import { queryOptions } from '@golf/shared/hooks/use-query';
import type { LiveUpdate } from '@golf/contract/live-updates';

/** Every current live update (the sidebar keeps it fresh with the stream, see use-live-updates). */
export async function getLiveUpdates(): Promise<LiveUpdate[]> {
  const body = await apiGet<{ liveUpdates?: LiveUpdate[] }>(readPath('liveupdate/list'));
  return body.liveUpdates ?? [];
}

/**
 * The list as the hub's prefetch reads it (announcements.prefetch.ts), so the sidebar is drawn with
 * the page's first paint; from then on the sidebar keeps its own copy, fed by the stream.
 */
export const liveUpdatesQuery = () => queryOptions({ queryKey: ['live-updates', 'list', readingLanguage()], queryFn: getLiveUpdates });
