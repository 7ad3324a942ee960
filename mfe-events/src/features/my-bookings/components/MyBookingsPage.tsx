import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { LanguageMarker, useContentLang } from '@golf/shared/components/LanguageMarker';
import { Link } from 'react-router-dom';
import type { Booking } from '@golf/contract/event-shapes';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { CancelBooking } from '../../../components/CancelBooking';
import { EntryQrCode } from '../../../components/EntryQrCode';
import { formatDay, formatTimeWithDuration } from '../../../utils/event-format';
import { useMyBookings } from '../api/get-my-bookings';

function PaymentLine({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('events');
  const { enrollment } = booking;
  if (enrollment.paymentStatus !== 'Paid') {
    return (
      <Badge colorPalette="orange" variant="subtle" alignSelf="flex-start">
        {t('enrollment.status.Pending')}
      </Badge>
    );
  }
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette="green" variant="subtle">
        {/* A free practice was not paid for: say what it was, not "Paid". */}
        {enrollment.paidWith === 'freePractice'
          ? t('enrollment.status.freePractice')
          : enrollment.paidWith
            ? t('myBookings.paidHow', { how: t(`myBookings.paidWith.${enrollment.paidWith}`) })
            : t('enrollment.status.Paid')}
      </Badge>
      {enrollment.checkedInAt && (
        <Text fontSize="sm" color="gray.600">
          {t('myBookings.checkedIn', { when: new Intl.DateTimeFormat(i18n.language.startsWith('en') ? 'en-HK' : 'zh-HK', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Hong_Kong' }).format(new Date(enrollment.checkedInAt)) })}
        </Text>
      )}
    </HStack>
  );
}

function BookingCard({ booking, upcoming }: { booking: Booking; upcoming: boolean }) {
  const { t, i18n } = useTranslation('events');
  const { event, enrollment } = booking;
  const page = `/events/${encodeURIComponent(event._id)}`;
  const paid = enrollment.paymentStatus === 'Paid';
  const nameLang = useContentLang(event.nameLang);
  const venueLang = useContentLang(event.venueLang);
  return (
    <Card.Root recipe={cardSlotRecipe} as="li" variant="outline" bg="white" borderRadius="xl" opacity={upcoming ? 1 : 0.85}>
      <Card.Body gap="3">
        <Stack gap="1">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="md" wordBreak="break-word" {...nameLang}>
              <Link to={page}>{event.name}</Link>
            </Heading>
            <LanguageMarker of={[event.nameLang, event.venueLang]} />
          </HStack>
          <Text fontSize="sm" color="gray.700">
            {formatDay(event.date, 'longDate', t, i18n.language)} · {formatTimeWithDuration(event.time, event.duration, t)}
          </Text>
          <Text fontSize="sm" color="gray.600" {...venueLang}>
            {event.venue}
          </Text>
          {/* A place booked for one of the family's juniors says whose it is. */}
          {enrollment.personId && enrollment.personId !== enrollment.userId && (
            <Text fontSize="sm" fontWeight="semibold" color="brand.700" data-testid="booking-participant">
              {t('myBookings.placeOf', { name: enrollment.fullName })}
            </Text>
          )}
        </Stack>
        <PaymentLine booking={booking} />
        {upcoming && paid && <EntryQrCode eventId={event._id} enrollmentId={enrollment._id} eventName={event.name} participantName={enrollment.fullName} entryCode={enrollment.entryCode} />}
        <Box>
          <Button asChild size="sm" variant={upcoming && !paid ? 'solid' : 'outline'} colorPalette="brand">
            <Link to={page}>{upcoming && !paid ? t('myBookings.pay') : t('myBookings.open')}</Link>
          </Button>
        </Box>
        {upcoming && <CancelBooking event={event} enrollment={enrollment} size="sm" />}
      </Card.Body>
    </Card.Root>
  );
}

function Section({ title, bookings, none, upcoming }: { title: string; bookings: Booking[]; none: string; upcoming: boolean }) {
  const id = upcoming ? 'bookings-upcoming' : 'bookings-past';
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        {title} ({bookings.length})
      </Heading>
      {bookings.length === 0 ? (
        <Text color="gray.600">{none}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="4" display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}>
          {bookings.map((booking) => (
            <BookingCard key={booking.enrollment._id} booking={booking} upcoming={upcoming} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /my-bookings (members): upcoming bookings with their entry QR codes, then past ones. */
export function MyBookingsPage() {
  const { t } = useTranslation('events');
  const { data, error, loading, refetch } = useMyBookings();

  let body;
  if (loading && !data) body = <LoadingState />;
  else if (error || !data) body = <ErrorState message={t('myBookings.error')} onRetry={() => void refetch()} />;
  else if (data.upcoming.length === 0 && data.past.length === 0)
    body = (
      <EmptyState
        title={t('myBookings.empty')}
        hint={t('myBookings.emptyHint')}
        action={
          <Button asChild colorPalette="brand">
            <Link to="/events">{t('myBookings.browse')}</Link>
          </Button>
        }
      />
    );
  else
    body = (
      <Stack gap="10">
        <Section title={t('myBookings.upcoming')} bookings={data.upcoming} none={t('myBookings.noneUpcoming')} upcoming />
        <Section title={t('myBookings.past')} bookings={data.past} none={t('myBookings.nonePast')} upcoming={false} />
      </Stack>
    );

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('myBookings.title')}
        </Heading>
        <Text color="gray.600">{t('myBookings.subtitle')}</Text>
      </Stack>
      <div aria-busy={loading}>{body}</div>
    </Stack>
  );
}
