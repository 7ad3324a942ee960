import { Suspense, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Link as RouterLink } from 'react-router-dom';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Enrollment, GolfEvent } from '@golf/contract/event-shapes';
import { cancellationDeadline } from '@golf/contract/event-time';
import { useClub } from '@golf/shared/club/get-club';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { lazyWithPreload } from '@golf/shared/utils/lazy-with-preload';
import { cancelBooking } from '../api/cancel-booking';
import { failureDescription } from '../hooks/use-error-toast';
import { cancelOption, formatDeadline } from '../utils/cancellation';
import { formatPrice } from '../utils/event-format';
import { DialogLoading } from './DialogLoading';

// Chakra's dialog machinery is only needed if the member asks to cancel.
const ConfirmDialog = lazyWithPreload(() => import('@golf/shared/components/ConfirmDialog').then((module) => module.ConfirmDialog));

/**
 * The club's mailbox, for what the site cannot do itself, as the API is configured (GET /ext/club,
 * the one home of the club's details): a placeholder while it loads; the contact form if it
 * cannot be read.
 */
export function ClubContact({ text }: { text: string }) {
  const { t } = useTranslation('events');
  const club = useClub();
  let contact;
  if (club.data) {
    contact = (
      <Link href={`mailto:${club.data.email}`} color="brand.700" textDecoration="underline">
        {club.data.email}
      </Link>
    );
  } else if (club.error) {
    contact = (
      <Link asChild color="brand.700" textDecoration="underline">
        <RouterLink to="/contact-us">{t('cancellation.contactForm')}</RouterLink>
      </Link>
    );
  } else {
    contact = <Skeleton as="span" display="inline-block" verticalAlign="middle" h="4" w="40" data-testid="club-contact-loading" />;
  }
  return (
    <Text fontSize="sm" color="gray.700" data-testid="club-contact">
      {text} {contact}
    </Text>
  );
}

/**
 * The member's way out of a booking, wherever it is shown (the event page, /my-bookings): cancel a
 * held place; cancel a paid one with a refund until the deadline, saying until when; after it,
 * whom to contact. `disabled` while another action on the booking runs.
 */
export function CancelBooking({ event, enrollment, disabled = false, size = 'md' }: { event: GolfEvent; enrollment: Enrollment; disabled?: boolean; size?: 'sm' | 'md' }) {
  const { t, i18n } = useTranslation('events');
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const option = cancelOption(event, enrollment);

  if (option.kind === 'none') return null;
  if (option.kind === 'paidByHand') return <ClubContact text={t('cancellation.paidByHand')} />;
  if (option.kind === 'deadlinePassed')
    return <ClubContact text={t('cancellation.deadlinePassed', { deadline: formatDeadline(option.deadline, i18n.language) })} />;

  const refund = option.kind === 'refund';
  const amount = refund && enrollment.paidWith !== 'freePractice' ? enrollment.price : 0;
  const confirm = async () => {
    setBusy(true);
    try {
      const { refunded } = await cancelBooking(enrollment._id);
      toastSuccess(
        t(refund ? 'cancellation.refunded' : 'enrollment.cancelled'),
        refunded ? t('cancellation.refundedHint', { amount: formatPrice(refunded, t) }) : undefined,
      );
      setOpen(false);
    } catch (error) {
      const failure = t(refund ? 'cancellation.failure' : 'enrollment.cancelFailure');
      toastError(failure, failureDescription(error, failure));
    } finally {
      setBusy(false);
      await invalidateQueries(['events']);
    }
  };

  return (
    <Stack gap="1">
      {refund && (
        <Text fontSize="sm" color="gray.700">
          {t('cancellation.until', { deadline: formatDeadline(option.deadline, i18n.language) })}
        </Text>
      )}
      <Button
        variant={refund ? 'outline' : 'ghost'}
        colorPalette="red"
        size={size}
        onPointerEnter={ConfirmDialog.preload}
        onFocus={ConfirmDialog.preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        disabled={disabled || busy}
      >
        {t(refund ? 'cancellation.cancelPaid' : 'enrollment.cancel')}
      </Button>
      {mounted && (
        <Suspense fallback={<DialogLoading />}>
          <ConfirmDialog
            open={open}
            title={t(refund ? 'cancellation.title' : 'enrollment.cancelTitle')}
            message={
              refund
                ? t(amount > 0 ? 'cancellation.body' : 'cancellation.bodyNothingPaid', { name: event.name, amount: formatPrice(amount, t) })
                : t('enrollment.cancelBody', { name: event.name })
            }
            confirmLabel={t(refund ? 'cancellation.confirm' : 'enrollment.cancelConfirm')}
            busyLabel={t('cancellation.cancelling')}
            cancelLabel={t('enrollment.keep')}
            busy={busy}
            onClose={() => setOpen(false)}
            onConfirm={() => void confirm()}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** Before paying: until when a paid place can be cancelled and refunded, and whom to ask after. */
export function RefundPolicy({ event }: { event: GolfEvent }) {
  const { t, i18n } = useTranslation('events');
  return <ClubContact text={t('cancellation.policy', { deadline: formatDeadline(cancellationDeadline(event), i18n.language) })} />;
}
