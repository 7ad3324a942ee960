import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@golf/shared/api/client';
import { toastError } from '@golf/shared/theme/toaster';
import { createRenewLink } from '../api/create-renew-link';
import { createSubscriptionLink } from '../api/create-subscription-link';
import { browser } from '../../../utils/browser';

export type PaymentPurpose = 'join' | 'renew';


/**
 * Join and Renew (spec 01 §4): ask the API for a payment link and leave for it. The button stays
 * busy until the page unloads; a failure shows the spec's message with the server's reason. With
 * `personId`, for one of the member's juniors (issue 39 point 4).
 */
export function useMembershipPayment(personId?: string) {
  const { t } = useTranslation('membership');
  const [pending, setPending] = useState<PaymentPurpose | null>(null);

  // Coming back with the browser's Back button restores this page from the back-forward cache,
  // busy button included: free it so the member can try again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async (purpose: PaymentPurpose) => {
    if (pending) return;
    setPending(purpose);
    try {
      const link = purpose === 'join' ? await createSubscriptionLink(personId) : await createRenewLink(personId);
      browser.assign(link);
    } catch (error) {
      const title = t(purpose === 'join' ? 'details.subscriptionFailed' : 'details.renewFailed');
      const reason = errorText(error, '');
      toastError(title, reason && reason !== title ? reason : undefined);
      setPending(null);
    }
  };

  return { pending, start };
}
