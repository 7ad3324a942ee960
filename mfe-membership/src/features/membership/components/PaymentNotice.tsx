import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { CloseButton } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';

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
  /** Whether the fresh profile already shows the membership (the provider may confirm later). */
  active: boolean;
  onDismiss: () => void;
}

export function PaymentNotice({ outcome, active, onDismiss }: PaymentNoticeProps) {
  const { t } = useTranslation('membership');
  const success = outcome === 'success';
  return (
    <Alert.Root recipe={alertSlotRecipe} status={success ? 'success' : 'info'} variant="subtle" data-testid={`payment-${outcome}`} alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{success ? t('payment.successTitle') : t('payment.cancelledTitle')}</Alert.Title>
        <Alert.Description>
          {success ? (active ? t('payment.successActive') : t('payment.successPending')) : t('payment.cancelledText')}
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('payment.dismiss')} onClick={onDismiss} />
    </Alert.Root>
  );
}
