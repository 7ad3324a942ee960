import { apiPut } from '@golf/shared/api/client';
import type { RoundInput } from '@golf/contract/golf';

/** PUT /cms/golf/rounds/{id}, the id made on this phone: sending it again stores nothing more. */
export async function putRound(id: string, round: RoundInput): Promise<{ created: boolean }> {
  return { created: (await apiPut<{ created: boolean }>(`cms/golf/rounds/${id}`, round)).created };
}
