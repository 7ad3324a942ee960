import { apiGet } from '@golf/shared/api/client';
import type { PlayerRecord } from '@golf/contract/golf';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /cms/golf/record[?personId] → a player's rounds (newest first) and practice index. */
export async function getRecord(personId: string | null, signal?: AbortSignal): Promise<PlayerRecord> {
  return (await apiGet<{ record: PlayerRecord }>('cms/golf/record', personId ? { personId } : undefined, { signal })).record;
}

export const recordQuery = (personId: string | null) => queryOptions({ queryKey: ['golf', 'record', personId ?? 'me'], queryFn: ({ signal }) => getRecord(personId, signal) });

export const useRecord = (personId: string | null) => useQuery(recordQuery(personId));
