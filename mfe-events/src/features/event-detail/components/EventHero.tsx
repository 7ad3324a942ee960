import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { LanguageMarker, useContentLang } from '@golf/shared/components/LanguageMarker';
import { Link } from 'react-router-dom';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { selectIsActiveMember, useAuthStore } from '@golf/shared/auth/auth-store';
import { EventStatusBadge } from '../../../components/EventStatusBadge';
import { EventImage } from '../../../components/EventImage';
import { EventTags } from '../../../components/EventTags';
import { EventTypeBadge } from '../../../components/EventTypeBadge';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, CoachIcon, PeopleIcon, PinIcon, TicketIcon } from '../../../components/icons';
import { formatDay, formatPrice, formatTimeWithDuration } from '../../../utils/event-format';

/** The banner: back, type, availability, name, long date, time and duration, venue, places, price, coach. */
export function EventHero({ event, myPrice, enrolled = false, holding = false }: { event: GolfEvent; myPrice: number; enrolled?: boolean; holding?: boolean }) {
  const { t, i18n } = useTranslation('events');
  const nameLang = useContentLang(event.nameLang);
  const venueLang = useContentLang(event.venueLang);
  const isMember = useAuthStore(selectIsActiveMember);
  return (
    <Box position="relative" borderRadius="2xl" overflow="hidden" color="white" bg="brand.900">
      <EventImage event={event} position="absolute" inset="0" w="full" h="full" />
      <Box position="absolute" inset="0" bgGradient="to-t" gradientFrom="rgba(7,26,16,0.94)" gradientVia="rgba(7,26,16,0.72)" gradientTo="rgba(7,26,16,0.35)" />
      <Stack position="relative" gap={{ base: '4', md: '6' }} p={{ base: '4', md: '8' }} pt={{ base: '4', md: '6' }}>
        <Box data-print="hide">
          <Button asChild size="sm" variant="surface" colorPalette="gray">
            <Link to="/events">
              <ArrowLeftIcon />
              {t('detail.back')}
            </Link>
          </Button>
        </Box>
        <Stack gap="3" pt={{ base: '8', md: '16' }}>
          <HStack gap="2" wrap="wrap">
            <EventTypeBadge type={event.type} size="lg" />
            {/* The member's own booking instead of "Available"; a place held for them is not "Full" for them. */}
            <EventStatusBadge event={event} enrolled={enrolled} holding={holding} size="lg" />
            <EventTags tag={event.tag} onDark />
            <LanguageMarker of={[event.nameLang, event.venueLang, event.descriptionLang]} />
          </HStack>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="short" textShadow="0 2px 12px rgba(0,0,0,0.35)" {...nameLang}>
            {event.name}
          </Heading>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '2', md: '3' }} fontSize={{ base: 'sm', md: 'md' }}>
          <Fact icon={<CalendarIcon />}>{formatDay(event.date, 'longDate', t, i18n.language)}</Fact>
          <Fact icon={<ClockIcon />}>{formatTimeWithDuration(event.time, event.duration, t)}</Fact>
          <Fact icon={<PinIcon />}>
            <span {...venueLang}>{event.venue}</span>
          </Fact>
          <Fact icon={<PeopleIcon />}>
            {t('format.label', { label: t('fields.participants') })}{t('format.participants', { current: event.currentParticipants, max: event.maxParticipants })}
          </Fact>
          <Fact icon={<TicketIcon />}>
            {formatPrice(myPrice, t)}{' '}
            <Text as="span" opacity={0.8} fontSize="sm">
              {t('format.note', { note: isMember ? t('detail.memberRate') : t('detail.nonMemberRate') })}
            </Text>
          </Fact>
          {event.coach && (
            <Fact icon={<CoachIcon />}>
              {t('format.label', { label: t('fields.coach') })}{event.coach}
            </Fact>
          )}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="2" align="start">
      <Box color="brand.200" pt="0.5" fontSize="lg">
        {icon}
      </Box>
      <Text>{children}</Text>
    </HStack>
  );
}
