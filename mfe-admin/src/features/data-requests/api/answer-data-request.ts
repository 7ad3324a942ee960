import { apiPost } from '@golf/shared/api/client';
import type { DataRequest } from '@golf/contract/privacy';

/** POST /admin/privacy/requests/:id/answer: answered, or refused with the reason. */
export async function answerDataRequest(requestId: string, outcome: 'answered' | 'refused', reason: string): Promise<DataRequest> {
  const { request } = await apiPost<{ request: DataRequest }>(`admin/privacy/requests/${encodeURIComponent(requestId)}/answer`, { outcome, reason });
  return request;
}
