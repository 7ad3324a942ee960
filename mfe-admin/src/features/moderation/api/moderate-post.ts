import type { ModerationAction, ModerationTarget, PostState } from '@golf/contract/forum';
import { apiPut } from '@golf/shared/api/client';

export interface ModerationDecision {
  targetType: ModerationTarget;
  targetId: string;
  action: ModerationAction;
  /** Why, for the log and the author's mail; may be empty. */
  reason: string;
}

/** PUT /admin/moderation: hide, restore or delete a post; its open reports count as reviewed. */
export async function moderatePost(decision: ModerationDecision): Promise<PostState> {
  const { state } = await apiPut<{ state: PostState }>('admin/moderation', decision);
  return state;
}
