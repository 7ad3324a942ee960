import type { GolfEvent } from '@golf/shared/api/types';

/** Annual members pay the member price, everyone else the non-member price (spec 02 §4). */
export function priceFor(event: Pick<GolfEvent, 'priceMember' | 'priceNonMember'>, isAnnualMember: boolean): number {
  return isAnnualMember ? event.priceMember : event.priceNonMember;
}
