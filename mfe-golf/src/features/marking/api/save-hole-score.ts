import { apiPut } from '@golf/shared/api/client';
import type { HoleScoreInput } from '@golf/contract/golf-competition';

/** PUT /cms/golf/competitions/:id/scores: one player's strokes on one hole (sending it again changes nothing). */
export async function saveHoleScore(competitionId: string, score: HoleScoreInput): Promise<void> {
  await apiPut(`cms/golf/competitions/${encodeURIComponent(competitionId)}/scores`, score);
}
