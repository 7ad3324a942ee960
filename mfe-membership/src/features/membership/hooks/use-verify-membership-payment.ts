import { useRef } from 'react';
import type { Profile } from '@golf/contract/profile';
import { useCheckWhileWaiting } from '@golf/shared/hooks/use-check-while-waiting';
import { setQueryData } from '@golf/shared/hooks/use-query';
import { getMyProfile, myProfileQuery } from '../api/get-my-profile';
import { verifyMembershipPayment } from '../api/verify-membership-payment';

const sameMoment = (a: string | null | undefined, b: string | null | undefined) =>
  (a ? new Date(a).getTime() : null) === (b ? new Date(b).getTime() : null);

/**
 * Back from a paid checkout while the profile does not show it yet: the payment is checked right
 * away, when the member returns to the tab and every little while the tab is in view
 * (PAYMENT_CHECK_SCHEDULE). When the membership has changed, the profile on screen is replaced by
 * the fresh one, which ends the checks (`waiting` turns false). Failures say nothing: the notice
 * already says the verification can take a while.
 */
export function useVerifyMembershipPayment(profile: Profile | undefined, waiting: boolean) {
  const held = useRef(profile);
  held.current = profile;
  useCheckWhileWaiting(
    waiting,
    async (stopped) => {
      try {
        const now = await verifyMembershipPayment();
        const before = held.current;
        const changed =
          !before || now.annualMembershipActivated !== before.annualMembershipActivated || !sameMoment(now.annualMembershipExpiredAt, before.annualMembershipExpiredAt);
        if (changed && !stopped()) setQueryData(myProfileQuery().queryKey, await getMyProfile());
      } catch {
        // Quiet by design (see above).
      }
    },
    { immediately: true },
  );
}
