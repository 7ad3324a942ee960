import type { Announcement } from '@golf/shared/api/types';

// Older records spell the members' scope differently (DESIGN.md §5a): Member and Members read as
// MemberOnly; Public and Important read as All.
const MEMBER_SCOPES = new Set(['MemberOnly', 'Member', 'Members']);

export function isMembersOnly(announcement: Pick<Announcement, 'scope'>): boolean {
  return MEMBER_SCOPES.has(announcement.scope);
}

export function scopeKey(announcement: Pick<Announcement, 'scope'>): 'MemberOnly' | 'All' {
  return isMembersOnly(announcement) ? 'MemberOnly' : 'All';
}
