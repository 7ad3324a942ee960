import { Suspense, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { FamilyParticipant, FamilyWaitlistEntry, GolfEvent } from '@golf/contract/event-shapes';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { lazyWithPreload } from '@golf/shared/utils/lazy-with-preload';
import { DialogLoading } from '../../../components/DialogLoading';
import { RefundPolicy } from '../../../components/CancelBooking';
import { failureDescription } from '../../../hooks/use-error-toast';
import { bookingSpotsNotice, eventStatusOf } from '../../../utils/availability';
import { formatHoldUntil, formatPrice } from '../../../utils/event-format';
import { openCheckout } from '../hooks/use-enrollment-actions';
import { leaveWaitlist } from '../api/leave-waitlist';

const BookingDialog = lazyWithPreload(() => import('./BookingDialog').then((module) => module.BookingDialog));
const WaitlistDialog = lazyWithPreload(() => import('./WaitlistDialog').then((module) => module.WaitlistDialog));

type PersonState = 'paid' | 'pending' | 'held' | 'waiting' | 'notBooked';
const BADGE: Record<PersonState, { colorPalette: string; variant: 'solid' | 'outline' | 'subtle' }> = {
  paid: { colorPalette: 'green', variant: 'solid' },
  pending: { colorPalette: 'orange', variant: 'solid' },
  held: { colorPalette: 'green', variant: 'outline' },
  waiting: { colorPalette: 'blue', variant: 'subtle' },
  notBooked: { colorPalette: 'gray', variant: 'outline' },
};

/**
 * A guardian's side panel (issue 39 point 3): everyone in the family with their place, Book for
 * those not booked yet (one dialog, all of them or none), and one payment for every place still
 * to pay. Each place then has its own card below, with its own entry QR. When the event is full,
 * the guardian chooses who waits; each person on the list shows their place in line, or the place
 * held for them with its deadline and a button to book it (decision 97).
 */
export function FamilyBookingPanel({ event, family, familyWaitlist = [] }: { event: GolfEvent; family: FamilyParticipant[]; familyWaitlist?: FamilyWaitlistEntry[] }) {
  const { t, i18n } = useTranslation('events');
  const [dialog, setDialog] = useState<{ kind: 'book' | 'wait'; people: FamilyParticipant[] } | null>(null);
  const [mounted, setMounted] = useState({ book: false, wait: false });
  const [paying, setPaying] = useState(false);
  const [leaving, setLeaving] = useState<string | null>(null);
  const notBooked = family.filter((person) => !person.enrollment);
  const waitOf = (personId: string) => familyWaitlist.find((entry) => entry.personId === personId);
  const pending = family.flatMap((person) => (person.enrollment?.paymentStatus === 'Pending' ? [person.enrollment] : []));
  const pendingTotal = pending.reduce((sum, enrollment) => sum + enrollment.price, 0);
  // A place held for one of the family is that person's (their row books it); for everyone else
  // the event is as full as it is for anyone, so they may still join the waiting list.
  const holds = familyWaitlist.filter((entry) => entry.position === 0).length;
  const forUs = { ...event, heldPlaces: Math.max(0, event.heldPlaces - holds) };
  const status = eventStatusOf(event).kind;
  const blocked = status === 'full' || status === 'closed' || status === 'ended' ? status : null;
  const remaining = bookingSpotsNotice(event);
  const mayWait = notBooked.filter((person) => !waitOf(person.personId));

  const stateOf = (person: FamilyParticipant): PersonState => {
    if (person.enrollment) return person.enrollment.paymentStatus === 'Paid' ? 'paid' : 'pending';
    const entry = waitOf(person.personId);
    return entry ? (entry.position === 0 ? 'held' : 'waiting') : 'notBooked';
  };
  const open = (kind: 'book' | 'wait', people: FamilyParticipant[]) => {
    setMounted((before) => ({ ...before, [kind]: true }));
    setDialog({ kind, people });
  };

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

  const leave = async (person: FamilyParticipant) => {
    setLeaving(person.personId);
    try {
      await leaveWaitlist(event._id, person.personId);
      toastSuccess(t('family.waitLeft', { name: person.fullName }));
    } catch (caught) {
      const title = t('booking.waitlistFailed');
      toastError(title, failureDescription(caught, title));
    } finally {
      await invalidateQueries(['events', 'detail', event._id]);
      setLeaving(null);
    }
  };

  return (
    <Card.Root recipe={cardSlotRecipe} borderRadius="xl" bg="white" data-testid="family-booking-panel">
      <Card.Header pb="2">
        <Card.Title fontSize="lg">{t('family.title')}</Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {family.map((person) => {
            const state = stateOf(person);
            const entry = waitOf(person.personId);
            const name = person.self ? t('family.you', { name: person.fullName }) : person.fullName;
            return (
              <Stack as="li" key={person.personId} gap="1" data-testid="family-member" data-state={state}>
                <HStack justify="space-between" gap="3" align="start">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium">{name}</Text>
                    <Text fontSize="sm" color="gray.600">
                      {formatPrice(person.enrollment ? person.enrollment.price : person.price, t)}
                    </Text>
                  </Stack>
                  <Badge flexShrink={0} colorPalette={BADGE[state].colorPalette} variant={BADGE[state].variant}>
                    {state === 'waiting' ? t('family.state.waiting', { position: entry!.position }) : t(`family.state.${state}`)}
                  </Badge>
                </HStack>
                {state === 'held' && entry?.holdUntil && (
                  <Text fontSize="sm" color="green.700" fontWeight="semibold" role="status">
                    {t('family.heldUntil', { until: formatHoldUntil(entry.holdUntil, i18n.language) })}
                  </Text>
                )}
                {(state === 'held' || state === 'waiting') && (
                  <HStack gap="2" wrap="wrap">
                    {state === 'held' && (
                      <Button size="sm" colorPalette="brand" onPointerEnter={BookingDialog.preload} onFocus={BookingDialog.preload} onClick={() => open('book', [person])}>
                        {t('family.bookHeld')}
                      </Button>
                    )}
                    <Button size="sm" variant="ghost" colorPalette="gray" loading={leaving === person.personId} disabled={leaving !== null} onClick={() => void leave(person)} aria-label={t('family.leaveFor', { name: person.fullName })}>
                      {t(state === 'held' ? 'family.giveUp' : 'family.leave')}
                    </Button>
                  </HStack>
                )}
              </Stack>
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
            variant={pending.length > 1 || holds > 0 ? 'outline' : 'solid'}
            size="lg"
            disabled={!!blocked}
            onPointerEnter={BookingDialog.preload}
            onFocus={BookingDialog.preload}
            onClick={() => open('book', notBooked)}
          >
            {family.length === notBooked.length ? t('booking.book') : t('family.bookMore')}
          </Button>
        )}
        {notBooked.length > 0 && (!blocked || holds > 0) && family.some((person) => person.price > 0) && <RefundPolicy event={event} />}
        {blocked && notBooked.length > holds && (
          <Text color="red.600" fontSize="sm" textAlign="center" role="status">
            {t(`booking.${blocked}`)}
          </Text>
        )}
        {blocked === 'full' && mayWait.length > 0 && (
          <Stack gap="1">
            <Button variant="outline" colorPalette="brand" onPointerEnter={WaitlistDialog.preload} onFocus={WaitlistDialog.preload} onClick={() => open('wait', mayWait)}>
              {t('booking.waitlistJoin')}
            </Button>
            <Text fontSize="xs" color="gray.600">
              {t('family.waitHint')}
            </Text>
          </Stack>
        )}
      </Card.Body>
      {mounted.book && (
        <Suspense fallback={<DialogLoading />}>
          <BookingDialog event={forUs} open={dialog?.kind === 'book'} onClose={() => setDialog(null)} family={dialog?.kind === 'book' ? dialog.people : notBooked} />
        </Suspense>
      )}
      {mounted.wait && (
        <Suspense fallback={<DialogLoading />}>
          <WaitlistDialog event={event} open={dialog?.kind === 'wait'} onClose={() => setDialog(null)} family={dialog?.kind === 'wait' ? dialog.people : mayWait} />
        </Suspense>
      )}
    </Card.Root>
  );
}
