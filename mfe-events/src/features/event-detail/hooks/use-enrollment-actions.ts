import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Enrollment } from '@golf/contract/event-shapes';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastError, toastInfo, toastSuccess } from '@golf/shared/theme/toaster';
import { failureDescription } from '../../../hooks/use-error-toast';
import { createPaymentLink } from '../api/create-payment-link';
import { redeemFreePractice } from '../api/redeem-free-practice';
import { verifyPayment } from '../api/verify-payment';

export type EnrollmentAction = 'createLink' | 'verify' | 'freePractice';

/**
 * What a Pending enrolment can do (cancelling is components/CancelBooking, shared with /my-bookings). Every action toasts its outcome and invalidates the events'
 * queries (the detail on screen loads again, the lists' places left when next shown); the free
 * practice also refreshes the profile (its credit count changed).
 */
export function useEnrollmentActions(enrollment: Enrollment) {
  const { t } = useTranslation('events');
  const refreshProfile = useAuthStore((state) => state.refreshProfile);
  const [busy, setBusy] = useState<EnrollmentAction | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (action: EnrollmentAction, work: () => Promise<void>, failure: string): Promise<boolean> => {
      setBusy(action);
      try {
        await work();
        return true;
      } catch (error) {
        // The spec's failure message is the title; the server's reason (e.g. 'This event is full.') below.
        toastError(failure, failureDescription(error, failure));
        return false;
      } finally {
        await invalidateQueries(['events']);
        if (mounted.current) setBusy(null);
      }
    },
    [],
  );

  const createLink = () =>
    run(
      'createLink',
      async () => {
        await createPaymentLink(enrollment._id);
        toastSuccess(t('enrollment.linkCreated'), t('enrollment.linkCreatedHint'));
      },
      t('enrollment.linkFailure'),
    );

  const verify = () =>
    run(
      'verify',
      async () => {
        const status = await verifyPayment(enrollment._id);
        if (status === 'Paid') toastSuccess(t('enrollment.verified'), t('enrollment.verifiedHint'));
        else toastInfo(t('enrollment.notPaidYet'), t('enrollment.notPaidYetHint'));
      },
      t('enrollment.verifyFailure'),
    );

  const freePractice = () =>
    run(
      'freePractice',
      async () => {
        await redeemFreePractice(enrollment._id);
        toastSuccess(t('enrollment.freePracticeSuccess'), t('enrollment.freePracticeSuccessHint'));
        await refreshProfile();
      },
      t('enrollment.freePracticeFailure'),
    );

  return { busy, createLink, verify, freePractice };
}
