import { apiPost } from '@golf/shared/api/client';
import type { DataRequest, DataRequestInput } from '@golf/contract/privacy';

/** POST /admin/privacy/requests: a request received by letter, email or at the desk; due in 40 days. */
export async function logDataRequest(input: DataRequestInput): Promise<DataRequest> {
  const { request } = await apiPost<{ request: DataRequest }>('admin/privacy/requests', input);
  return request;
}
