import type { MembershipStatus } from './membership.ts';

/** An event's two prices, in the unit of the caller (HKD dollars on the wire, cents in the database). */
export interface EventPrices<Amount = number> {
  priceMember: Amount;
  priceNonMember: Amount;
}

/** The price a caller pays: the member price only while the annual membership runs. */
export function priceFor<Amount>(event: EventPrices<Amount>, status: MembershipStatus): Amount {
  return status === 'active' ? event.priceMember : event.priceNonMember;
}
