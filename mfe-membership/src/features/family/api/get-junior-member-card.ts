import { apiGet } from '@golf/shared/api/client';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/**
 * GET /cms/family/juniors/{personId}/membership-qrcode → the junior's member card image, for the
 * guardian's phone (the service worker keeps the last one for offline use, like the member's own).
 */
export async function getJuniorMemberCard(personId: string): Promise<string> {
  const body = await apiGet<{ dataUrl?: string | null }>(`cms/family/juniors/${encodeURIComponent(personId)}/membership-qrcode`);
  if (typeof body.dataUrl !== 'string' || !body.dataUrl.startsWith('data:image/')) throw new Error('The member card is missing from the answer');
  return body.dataUrl;
}

export const juniorMemberCardQuery = (personId: string) =>
  queryOptions({ queryKey: ['family', 'member-card', personId], queryFn: () => getJuniorMemberCard(personId) });

export const useJuniorMemberCard = (personId: string, enabled: boolean) => useQuery({ ...juniorMemberCardQuery(personId), enabled });
