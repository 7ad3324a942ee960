import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { LanguageMarker, useContentLang } from '@golf/shared/components/LanguageMarker';
import { Link } from 'react-router-dom';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { EventStatusBadge } from '../../../components/EventStatusBadge';
import { EventImage } from '../../../components/EventImage';
import { EventTypeBadge } from '../../../components/EventTypeBadge';
import { ClockIcon, PeopleIcon, PinIcon } from '../../../components/icons';
import { formatPrice, formatTimeWithDuration } from '../../../utils/event-format';
import { priceFor } from '@golf/contract/pricing';
import { DateBadge } from './DateBadge';

/** An event in the list: date badge, image, title, description, time, venue, places, price. */
export function EventCard({ event, past = false, enrolled = false }: { event: GolfEvent; past?: boolean; enrolled?: boolean }) {
  const { t } = useTranslation('events');
  const nameLang = useContentLang(event.nameLang);
  const descriptionLang = useContentLang(event.descriptionLang);
  const venueLang = useContentLang(event.venueLang);
  const status = useAuthStore((state) => state.profile?.membershipStatus ?? 'guest');
  const isMember = status === 'active';
  return (
    <Card.Root recipe={cardSlotRecipe} as="article" overflow="hidden" borderRadius="xl" bg="white" h="full" aria-label={event.name} data-past={past || undefined}>
      <Box position="relative">
        <EventImage event={event} w="full" aspectRatio={16 / 9} filter={past ? 'grayscale(0.6)' : undefined} />
        <Box position="absolute" top="3" left="3">
          <DateBadge date={event.date} />
        </Box>
        <HStack position="absolute" top="3" right="3" gap="1">
          <EventTypeBadge type={event.type} />
          <LanguageMarker of={[event.nameLang, event.venueLang, event.descriptionLang]} />
        </HStack>
      </Box>
      <Card.Body gap="3" p="4">
        <Stack gap="1">
          <Card.Title fontSize="lg" lineClamp={2} {...nameLang}>
            {event.name}
          </Card.Title>
          <Text fontSize="sm" color="gray.600" lineClamp={2} {...descriptionLang}>
            {event.description}
          </Text>
        </Stack>
        <Stack gap="1" fontSize="sm" color="gray.700">
          <HStack gap="2">
            <ClockIcon color="brand.600" />
            <Text>{formatTimeWithDuration(event.time, event.duration, t)}</Text>
          </HStack>
          <HStack gap="2" minW="0">
            <PinIcon color="brand.600" />
            <Text lineClamp={1} {...venueLang}>
              {event.venue}
            </Text>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <PeopleIcon color="brand.600" />
            <Text>
              {t('format.label', { label: t('fields.participants') })}{t('format.participants', { current: event.currentParticipants, max: event.maxParticipants })}
            </Text>
            <EventStatusBadge event={event} enrolled={enrolled} past={past} size="sm" variant="subtle" />
          </HStack>
        </Stack>
      </Card.Body>
      <Card.Footer p="4" pt="0" justifyContent="space-between" alignItems="center" gap="3">
        <Stack gap="0">
          <Text fontSize="xs" color="gray.500">
            {isMember ? t('fields.memberPrice') : t('fields.price')}
          </Text>
          <Text fontWeight="bold" fontSize="lg" color="brand.700" data-testid="event-price">
            {formatPrice(priceFor(event, status), t)}
          </Text>
        </Stack>
        <Button asChild colorPalette="brand" size="sm">
          <Link to={`/events/${encodeURIComponent(event._id)}`}>{t('list.viewDetails')}</Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
