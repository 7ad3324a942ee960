import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Family } from '@golf/contract/family';
import { useCheckWhileWaiting } from '@golf/shared/hooks/use-check-while-waiting';
import { setQueryData } from '@golf/shared/hooks/use-query';
import { verifyMembershipPayment } from '../../membership/api/verify-membership-payment';
import { familyQuery, getFamily } from '../api/get-family';

const memberships = (family: Family | undefined) => JSON.stringify(family?.juniors.map((junior) => [junior._id, junior.membership]) ?? null);

/**
 * Back on /membership/family from a junior's paid membership checkout: the payment is checked at
 * once and every little while (a late webhook), until a junior's membership on screen changes.
 * True while it is being checked. Failures say nothing: the next check tries again.
 */
export function useVerifyJuniorPayment(family: Family | undefined): boolean {
  const [search] = useSearchParams();
  const [settled, setSettled] = useState(false);
  const before = useRef<string | null>(null);
  if (family && before.current === null) before.current = memberships(family);
  const waiting = search.get('payment') === 'success' && !!family && !settled;
  useCheckWhileWaiting(
    waiting,
    async (stopped) => {
      try {
        await verifyMembershipPayment();
        const fresh = await getFamily();
        if (stopped() || memberships(fresh) === before.current) return;
        setQueryData(familyQuery().queryKey, fresh);
        setSettled(true);
      } catch {
        // Quiet by design: the next check tries again.
      }
    },
    { immediately: true },
  );
  return waiting;
}
