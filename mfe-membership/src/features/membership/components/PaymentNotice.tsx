import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { CloseButton } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { checkoutPurposeOf, showsPaidMembership, type MembershipState } from '../utils/membership-status';

type Outcome = 'success' | 'cancelled';

/**
 * The payment page sends the browser back to /membership?payment=success|cancelled. The outcome
 * is read once and the query removed, so a reload or a shared link does not repeat the notice.
 */
export function usePaymentOutcome(): [Outcome | null, () => void] {
  const [params, setParams] = useSearchParams();
  const query = params.get('payment');
  const [outcome, setOutcome] = useState<Outcome | null>(query === 'success' || query === 'cancelled' ? query : null);
  useEffect(() => {
    if (!params.has('payment')) return;
    const next = new URLSearchParams(params);
    next.delete('payment');
    setParams(next, { replace: true });
  }, [params, setParams]);
  return [outcome, () => setOutcome(null)];
}

interface PaymentNoticeProps {
  outcome: Outcome;
  /** The membership as the fresh profile shows it (the provider may confirm a payment later). */
  state: MembershipState | null;
  onDismiss: () => void;
}

/** What the member is told on coming back: joining and renewing each in their own words. */
function noticeText(outcome: Outcome, state: MembershipState | null): string {
  const purpose = state ? checkoutPurposeOf(state) : 'join';
  if (outcome === 'cancelled') return purpose === 'renew' ? 'payment.cancelledRenewText' : 'payment.cancelledText';
  if (state && showsPaidMembership(state)) return 'payment.successActive';
  return purpose === 'renew' ? 'payment.successRenewPending' : 'payment.successPending';
}

export function PaymentNotice({ outcome, state, onDismiss }: PaymentNoticeProps) {
  const { t } = useTranslation('membership');
  const success = outcome === 'success';
  return (
    <Alert.Root recipe={alertSlotRecipe} status={success ? 'success' : 'info'} variant="subtle" data-testid={`payment-${outcome}`} alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{success ? t('payment.successTitle') : t('payment.cancelledTitle')}</Alert.Title>
        <Alert.Description>
          {t(noticeText(outcome, state))}
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('payment.dismiss')} onClick={onDismiss} />
    </Alert.Root>
  );
}
