import { apiPut } from '@golf/shared/api/client';
import type { CompetitionDetail } from '@golf/contract/golf-competition';

/** PUT /admin/golf/competitions/:id/published → visitors may (or may no longer) read the leaderboard. */
export async function setPublished(id: string, published: boolean): Promise<CompetitionDetail> {
  return (await apiPut<{ competition: CompetitionDetail }>(`admin/golf/competitions/${encodeURIComponent(id)}/published`, { published })).competition;
}
