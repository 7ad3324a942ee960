import { apiPost } from '@golf/shared/api/client';
import type { DataExport } from '@golf/contract/privacy';

/** POST /cms/privacy/export: queues an archive of the caller's data, or of a junior of their family; mailed when ready. */
export async function requestExport(personId: string | null): Promise<DataExport> {
  const { export: queued } = await apiPost<{ export: DataExport }>('cms/privacy/export', personId ? { personId } : {});
  return queued;
}
