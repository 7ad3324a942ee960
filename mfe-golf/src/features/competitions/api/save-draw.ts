import { apiPut } from '@golf/shared/api/client';
import type { CompetitionDetail, DrawInput } from '@golf/contract/golf-competition';

/** PUT /admin/golf/competitions/:id/draw → the competition as drawn now. */
export async function saveDraw(id: string, draw: DrawInput): Promise<CompetitionDetail> {
  return (await apiPut<{ competition: CompetitionDetail }>(`admin/golf/competitions/${encodeURIComponent(id)}/draw`, draw)).competition;
}
