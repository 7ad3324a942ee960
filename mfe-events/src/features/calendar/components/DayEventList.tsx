import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { contentLang, LanguageMarker } from '@golf/shared/components/LanguageMarker';
import { useReadingLanguage } from '@golf/shared/i18n/reading-language';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { EventStatusBadge } from '../../../components/EventStatusBadge';
import { EventTypeBadge } from '../../../components/EventTypeBadge';
import { EventTags } from '../../../components/EventTags';
import { PeopleIcon, PinIcon } from '../../../components/icons';
import { formatDay, formatPrice, formatTime } from '../../../utils/event-format';

/** The chosen day's events (or the next ones, `withDate`); each opens the detail dialog. */
export function DayEventList({
  events,
  onOpen,
  enrolledIds,
  withDate = false,
}: {
  events: GolfEvent[];
  onOpen: (event: GolfEvent) => void;
  enrolledIds?: Set<string>;
  withDate?: boolean;
}) {
  const { t, i18n } = useTranslation('events');
  const reading = useReadingLanguage();
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
      {events.map((event) => (
        <Box as="li" key={event._id}>
          {/* The whole card opens the dialog, through the name's button stretched over it: the button's
              name then holds its visible text (WCAG 2.5.3), which a card-sized button could not. */}
          <Flex
            position="relative"
            w="full"
            textAlign="start"
            gap="4"
            p="4"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="xl"
            cursor="pointer"
            transition="all 0.15s"
            _hover={{ borderColor: 'brand.300', shadow: 'md' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500' }}
          >
            <Stack gap="0" minW="16" align="center" justify="center" bg="brand.50" color="brand.700" borderRadius="lg" py="2">
              <Text fontSize="lg" fontWeight="bold">
                {formatTime(event.time)}
              </Text>
              {event.duration && (
                <Text fontSize="xs" color="brand.600" textAlign="center" px="1">
                  {event.duration}
                </Text>
              )}
            </Stack>
            <Stack gap="1.5" flex="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <EventTypeBadge type={event.type} size="sm" />
                <EventStatusBadge event={event} enrolled={enrolledIds?.has(event._id)} size="sm" variant="subtle" />
                <EventTags tag={event.tag} />
                <LanguageMarker of={[event.nameLang, event.venueLang]} />
              </HStack>
              {withDate && (
                <Text fontSize="sm" fontWeight="medium" color="brand.700">
                  {formatDay(event.date, 'dayHeading', t, i18n.language)}
                </Text>
              )}
              <Text asChild fontWeight="semibold" fontSize="md" lineClamp={2} textAlign="start" _after={{ content: '""', position: 'absolute', inset: 0 }} _focusVisible={{ outline: 'none' }}>
                <button type="button" onClick={() => onOpen(event)} aria-label={t('calendar.openEvent', { name: event.name })} {...contentLang(event.nameLang, reading)}>
                  {event.name}
                </button>
              </Text>
              <HStack gap="1.5" fontSize="sm" color="gray.600">
                <PinIcon color="brand.600" />
                <Text {...contentLang(event.venueLang, reading)}>{event.venue}</Text>
              </HStack>
              <HStack gap="4" fontSize="sm" color="gray.600" wrap="wrap">
                <HStack gap="1.5">
                  <PeopleIcon color="brand.600" />
                  <Text>
                  {t('format.label', { label: t('fields.maxParticipants') })}{t('format.maxPeople', { count: event.maxParticipants })}
                  </Text>
                </HStack>
                <Text>
                  {t('format.label', { label: t('fields.nonMemberPrice') })}<strong>{formatPrice(event.priceNonMember, t)}</strong>
                </Text>
              </HStack>
            </Stack>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
