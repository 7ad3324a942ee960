import { Suspense, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { FamilyParticipant, GolfEvent, MyWaitlist } from '@golf/contract/event-shapes';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastError } from '@golf/shared/theme/toaster';
import { lazyWithPreload } from '@golf/shared/utils/lazy-with-preload';
import { DialogLoading } from '../../../components/DialogLoading';
import { RefundPolicy } from '../../../components/CancelBooking';
import { failureDescription } from '../../../hooks/use-error-toast';
import { bookingSpotsNotice, eventStatusOf } from '../../../utils/availability';
import { formatPrice } from '../../../utils/event-format';
import { openCheckout } from '../hooks/use-enrollment-actions';
import { WaitlistSection } from './WaitlistSection';

const BookingDialog = lazyWithPreload(() => import('./BookingDialog').then((module) => module.BookingDialog));

/**
 * A guardian's side panel (issue 39 point 3): everyone in the family with their place, Book for
 * those not booked yet (one dialog, all of them or none), and one payment for every place still
 * to pay. Each place then has its own card below, with its own entry QR.
 */
export function FamilyBookingPanel({ event, family, myWaitlist = null }: { event: GolfEvent; family: FamilyParticipant[]; myWaitlist?: MyWaitlist | null }) {
  const { t } = useTranslation('events');
  const [open, setOpen] = useState(false);
  const [dialogMounted, setDialogMounted] = useState(false);
  const [paying, setPaying] = useState(false);
  const notBooked = family.filter((person) => !person.enrollment);
  const pending = family.flatMap((person) => (person.enrollment?.paymentStatus === 'Pending' ? [person.enrollment] : []));
  const pendingTotal = pending.reduce((sum, enrollment) => sum + enrollment.price, 0);
  const holding = myWaitlist?.position === 0;
  const status = eventStatusOf(event, { holding }).kind;
  const blocked = status === 'full' || status === 'closed' || status === 'ended' ? status : null;
  const remaining = bookingSpotsNotice(holding ? { ...event, heldPlaces: Math.max(0, event.heldPlaces - 1) } : event);

  const payAll = async () => {
    setPaying(true);
    try {
      await openCheckout(pending.map((enrollment) => enrollment._id), t('enrollment.opening'));
    } catch (error) {
      toastError(t('enrollment.linkFailure'), failureDescription(error, t('enrollment.linkFailure')));
    } finally {
      await invalidateQueries(['events']);
      setPaying(false);
    }
  };

  return (
    <Card.Root recipe={cardSlotRecipe} borderRadius="xl" bg="white" data-testid="family-booking-panel">
      <Card.Header pb="2">
        <Card.Title fontSize="lg">{t('family.title')}</Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {family.map((person) => {
            const state = person.enrollment ? (person.enrollment.paymentStatus === 'Paid' ? 'paid' : 'pending') : 'notBooked';
            return (
              <HStack as="li" key={person.personId} justify="space-between" gap="3" data-testid="family-member" data-state={state}>
                <Stack gap="0">
                  <Text fontWeight="medium">{person.self ? t('family.you', { name: person.fullName }) : person.fullName}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {formatPrice(person.enrollment ? person.enrollment.price : person.price, t)}
                  </Text>
                </Stack>
                <Badge colorPalette={state === 'paid' ? 'green' : state === 'pending' ? 'orange' : 'gray'} variant={state === 'notBooked' ? 'outline' : 'solid'}>
                  {t(`family.state.${state}`)}
                </Badge>
              </HStack>
            );
          })}
        </Stack>
        {remaining !== null && !blocked && notBooked.length > 0 && (
          <Text color="orange.600" fontWeight="semibold" fontSize="sm">
            {t('booking.spotsRemaining', { count: remaining })}
          </Text>
        )}
        {pending.length > 1 && (
          <Stack gap="1">
            <Button colorPalette="brand" size="lg" onClick={() => void payAll()} loading={paying} loadingText={t('enrollment.opening')}>
              {t('family.payAll', { count: pending.length, amount: formatPrice(pendingTotal, t) })}
            </Button>
            <Text fontSize="xs" color="gray.600">
              {t('family.payAllHint')}
            </Text>
          </Stack>
        )}
        {notBooked.length > 0 && (
          <Button
            colorPalette="brand"
            variant={pending.length > 1 ? 'outline' : 'solid'}
            size="lg"
            disabled={!!blocked}
            onPointerEnter={BookingDialog.preload}
            onFocus={BookingDialog.preload}
            onClick={() => {
              setDialogMounted(true);
              setOpen(true);
            }}
          >
            {family.length === notBooked.length ? t('booking.book') : t('family.bookMore')}
          </Button>
        )}
        {notBooked.length > 0 && !blocked && family.some((person) => person.price > 0) && <RefundPolicy event={event} />}
        {blocked && notBooked.length > 0 && (
          <Text color="red.600" fontSize="sm" textAlign="center" role="status">
            {t(`booking.${blocked}`)}
          </Text>
        )}
        {(blocked === 'full' || myWaitlist) && notBooked.some((person) => person.self) && <WaitlistSection eventId={event._id} myWaitlist={myWaitlist} />}
      </Card.Body>
      {dialogMounted && (
        <Suspense fallback={<DialogLoading />}>
          <BookingDialog event={event} open={open} onClose={() => setOpen(false)} family={notBooked} />
        </Suspense>
      )}
    </Card.Root>
  );
}
