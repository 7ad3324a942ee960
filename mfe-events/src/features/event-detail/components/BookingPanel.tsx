import { Suspense, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { GolfEvent, MyWaitlist } from '@golf/contract/event-shapes';
import { selectIsActiveMember, useAuthStore } from '@golf/shared/auth/auth-store';
import { WaitlistSection } from './WaitlistSection';
import { bookingSpotsNotice, eventStatusOf } from '../../../utils/availability';
import { formatPrice } from '../../../utils/event-format';
import { DialogLoading } from '../../../components/DialogLoading';
import { RefundPolicy } from '../../../components/CancelBooking';
import { lazyWithPreload } from '@golf/shared/utils/lazy-with-preload';

// The form dialog (and its field, input and alert components) loads with the first intent to book.
const BookingDialog = lazyWithPreload(() => import('./BookingDialog').then((module) => module.BookingDialog));

/**
 * The side panel when not enrolled: the user's price, places left and the Book button; on a full
 * event the waiting list, and Book again for whoever a freed place is held for.
 */
export function BookingPanel({ event, myPrice, myWaitlist = null }: { event: GolfEvent; myPrice: number; myWaitlist?: MyWaitlist | null }) {
  const { t } = useTranslation('events');
  const isMember = useAuthStore(selectIsActiveMember);
  const [open, setOpen] = useState(false);
  // Stays mounted after the first open, so closing can animate.
  const [dialogMounted, setDialogMounted] = useState(false);
  // A place held for this member is theirs: for them it is not taken.
  const holding = myWaitlist?.position === 0;
  const forMe = holding ? { ...event, heldPlaces: Math.max(0, event.heldPlaces - 1) } : event;
  const remaining = bookingSpotsNotice(forMe);
  // The spec disables Book when full or closed; an event already over is refused by the API too.
  // The same status the page's badge shows (one rule), so its reason cannot contradict it.
  const status = eventStatusOf(event, { holding }).kind;
  const blocked = status === 'full' || status === 'closed' || status === 'ended' ? status : null;

  return (
    <Card.Root recipe={cardSlotRecipe} borderRadius="xl" bg="white" data-testid="booking-panel">
      <Card.Header pb="2">
        <Card.Title fontSize="lg">{t('booking.title')}</Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <Stack gap="0">
          <Text fontSize="sm" color="gray.600">
            {t('detail.yourPrice')} · {isMember ? t('detail.memberRate') : t('detail.nonMemberRate')}
          </Text>
          <Text fontSize="3xl" fontWeight="bold" color="brand.700">
            {formatPrice(myPrice, t)}
          </Text>
        </Stack>
        {remaining !== null && !blocked && (
          <Text color="orange.600" fontWeight="semibold" fontSize="sm">
            {t('booking.spotsRemaining', { count: remaining })}
          </Text>
        )}
        <Button
          colorPalette="brand"
          size="lg"
          disabled={!!blocked}
          onPointerEnter={BookingDialog.preload}
          onFocus={BookingDialog.preload}
          onClick={() => {
            setDialogMounted(true);
            setOpen(true);
          }}
        >
          {t('booking.book')}
        </Button>
        {myPrice > 0 && !blocked && <RefundPolicy event={event} />}
        {blocked && (
          <Text color="red.600" fontSize="sm" textAlign="center" role="status">
            {t(`booking.${blocked}`)}
          </Text>
        )}
        {(blocked === 'full' || myWaitlist) && <WaitlistSection eventId={event._id} myWaitlist={myWaitlist} />}
      </Card.Body>
      {dialogMounted && (
        <Suspense fallback={<DialogLoading />}>
          <BookingDialog event={event} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Card.Root>
  );
}
