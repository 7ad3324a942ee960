import { useEffect } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '@golf/shared/api/client';
import { LoadingState, NotFoundState } from '@golf/shared/components/StatePanels';
import { toastError } from '@golf/shared/theme/toaster';
import { failureDescription } from '../../../hooks/use-error-toast';
import { useEventDetail } from '../api/get-event-detail';
import { BookingPanel } from './BookingPanel';
import { EnrollmentCard } from './EnrollmentCard';
import { EventDescriptionCard } from './EventDescriptionCard';
import { EventHero } from './EventHero';
import { FamilyBookingPanel } from './FamilyBookingPanel';

const isNotFound = (error: unknown) => error instanceof ApiError && error.httpStatus === 404;

/** /events/:eventId: hero, description card, and the enrolment card or the booking panel. */
export function EventDetailPage() {
  const { t } = useTranslation('events');
  const { eventId = '' } = useParams();
  const navigate = useNavigate();
  const detail = useEventDetail(eventId);

  // Spec 02 §8: a failed load (other than not found) is a toast, then back to the list.
  useEffect(() => {
    if (!detail.error || isNotFound(detail.error)) return;
    const message = failureDescription(detail.error, t('error'), t('detail.loadError'));
    queueMicrotask(() => toastError(t('error'), message));
    navigate('/events', { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to a new failure only, not to t or navigate changing identity
  }, [detail.error]);

  if (isNotFound(detail.error)) {
    return (
      <NotFoundState
        title={t('detail.notFound')}
        hint={t('detail.notFoundHint')}
        action={
          <Button asChild colorPalette="brand">
            <Link to="/events">{t('detail.back')}</Link>
          </Button>
        }
      />
    );
  }
  if (!detail.data) return <LoadingState />;

  const { event, myEnrollment, myFamily, myPrice, myWaitlist, myFamilyWaitlist } = detail.data;
  // A guardian books for the family: one panel for everyone, then a card per place.
  const familyPlaces = myFamily.flatMap((person) => (person.enrollment ? [{ person, enrollment: person.enrollment }] : []));
  return (
    <Stack gap={{ base: '5', md: '8' }}>
      <EventHero event={event} myPrice={myPrice} enrolled={!!myEnrollment || familyPlaces.length > 0} holding={myWaitlist?.position === 0 || myFamilyWaitlist.some((entry) => entry.position === 0)} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 380px' }} gap={{ base: '5', lg: '8' }} alignItems="start">
        <Box order={{ base: 2, lg: 1 }}>
          <EventDescriptionCard event={event} />
        </Box>
        <Box order={{ base: 1, lg: 2 }} position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          {myFamily.length > 0 ? (
            <Stack gap="4">
              <FamilyBookingPanel event={event} family={myFamily} familyWaitlist={myFamilyWaitlist} />
              {familyPlaces.map(({ person, enrollment }) => (
                <EnrollmentCard key={enrollment._id} event={event} enrollment={enrollment} heading={person.self ? undefined : t('family.placeOf', { name: person.fullName })} />
              ))}
            </Stack>
          ) : myEnrollment ? (
            <EnrollmentCard key={myEnrollment._id} event={event} enrollment={myEnrollment} />
          ) : (
            <BookingPanel event={event} myPrice={myPrice} myWaitlist={myWaitlist} />
          )}
        </Box>
      </Grid>
    </Stack>
  );
}
