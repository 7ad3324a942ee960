import { apiPost } from '@golf/shared/api/client';
import type { CompetitionDetail } from '@golf/contract/golf-competition';

/** POST /admin/golf/competitions/:id/end → the competition ended, its results frozen. */
export async function endCompetition(id: string): Promise<CompetitionDetail> {
  return (await apiPost<{ competition: CompetitionDetail }>(`admin/golf/competitions/${encodeURIComponent(id)}/end`)).competition;
}
