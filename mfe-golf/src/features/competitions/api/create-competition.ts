import { apiPost } from '@golf/shared/api/client';
import type { CompetitionDetail, CompetitionInput } from '@golf/contract/golf-competition';

/** POST /admin/golf/competitions → the competition with its first draw. */
export async function createCompetition(input: CompetitionInput): Promise<CompetitionDetail> {
  return (await apiPost<{ competition: CompetitionDetail }>('admin/golf/competitions', input)).competition;
}
