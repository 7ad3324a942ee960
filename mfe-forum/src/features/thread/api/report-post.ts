import { apiPost } from '@golf/shared/api/client';
import type { ModerationTarget, ReportReason } from '@golf/contract/forum';

export interface PostReport {
  targetType: ModerationTarget;
  targetId: string;
  reason: ReportReason;
  details: string;
}

/** POST /cms/discussion/report: once per member and post; `hidden` when this report hid it. */
export async function reportPost(report: PostReport): Promise<{ hidden: boolean }> {
  const { hidden } = await apiPost<{ hidden: boolean }>('cms/discussion/report', report);
  return { hidden };
}
