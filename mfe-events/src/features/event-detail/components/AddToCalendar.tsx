import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { googleCalendarUrl, icsUrl } from '../utils/calendar-links';
import { eventShareUrl } from '../../../utils/event-link';

/** The event into the member's own calendar: an .ics file, or Google Calendar's form. */
export function AddToCalendar({ event }: { event: GolfEvent }) {
  const { t } = useTranslation('events');
  // The calendar entry's link works for whoever the member forwards it to.
  const pageUrl = eventShareUrl(event);
  return (
    <HStack gap="2" wrap="wrap" data-testid="add-to-calendar" data-print="hide">
      <Text fontSize="sm" fontWeight="medium" color="fg.muted">
        {t('detail.addToCalendar')}
      </Text>
      <Button asChild size="sm" variant="outline" colorPalette="brand">
        <a href={icsUrl(event._id)} download>
          {t('detail.calendarFile')}
        </a>
      </Button>
      <Button asChild size="sm" variant="outline" colorPalette="brand">
        <a href={googleCalendarUrl(event, pageUrl)} target="_blank" rel="noopener noreferrer">
          {t('detail.googleCalendar')}
        </a>
      </Button>
    </HStack>
  );
}
