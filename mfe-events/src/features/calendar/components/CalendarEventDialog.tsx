import { Button } from '@chakra-ui/react/button';
import { CloseButton } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { dataListSlotRecipe } from '@golf/shared/theme/recipes/data-list';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { LanguageMarker, useContentLang } from '@golf/shared/components/LanguageMarker';
import { useNavigate } from 'react-router-dom';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { selectIsSignedIn, useAuthStore } from '@golf/shared/auth/auth-store';
import { EventTypeBadge } from '../../../components/EventTypeBadge';
import { EventTags } from '../../../components/EventTags';
import { formatDay, formatPrice, formatTime, isPastDay } from '../../../utils/event-format';

/**
 * A calendar event's details. Signed in: 'View details' goes to the event page; signed out:
 * 'Sign in to enrol' goes to /login, remembering the event so sign-in can come back to it (none
 * once the event is over).
 */
export function CalendarEventDialog({ event, onClose }: { event: GolfEvent | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('events');
  const signedIn = useAuthStore(selectIsSignedIn);
  const navigate = useNavigate();
  const nameLang = useContentLang(event?.nameLang);
  const venueLang = useContentLang(event?.venueLang);
  const descriptionLang = useContentLang(event?.descriptionLang);
  const detailPath = event ? `/events/${encodeURIComponent(event._id)}` : '/events';
  // An event that is over invites nobody to enrol (issue 35).
  const ended = event ? isPastDay(event.date) : false;

  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={!!event} onOpenChange={(details) => !details.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            {event && (
              <>
                <Dialog.Header>
                  <Stack gap="2">
                    <HStack gap="2" wrap="wrap">
                      <EventTypeBadge type={event.type} />
                      <EventTags tag={event.tag} />
                      <LanguageMarker of={[event.nameLang, event.venueLang, event.descriptionLang]} />
                    </HStack>
                    <Dialog.Title fontSize="xl" {...nameLang}>
                      {event.name}
                    </Dialog.Title>
                  </Stack>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="5">
                    <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="md">
                      <Item label={t('fields.dateTime')} value={`${formatDay(event.date, 'longDate', t, i18n.language)} · ${formatTime(event.time)}`} />
                      <Item label={t('fields.venue')} value={event.venue} lang={venueLang.lang} />
                      <Item label={t('fields.maxParticipants')} value={t('format.maxPeople', { count: event.maxParticipants })} />
                      {event.duration && <Item label={t('fields.duration')} value={event.duration} />}
                      <Item label={t('fields.nonMemberPrice')} value={formatPrice(event.priceNonMember, t)} />
                    </DataList.Root>
                    {event.description && (
                      <Text whiteSpace="pre-line" color="gray.700" fontSize="sm" bg="gray.50" p="3" borderRadius="md" {...descriptionLang}>
                        {event.description}
                      </Text>
                    )}
                    {ended ? (
                      <Text fontSize="sm" color="gray.600" data-testid="event-ended">
                        {t('dialog.ended')}
                      </Text>
                    ) : (
                      !signedIn && (
                        <Text fontSize="sm" color="gray.600">
                          {t('dialog.signInHint')}
                        </Text>
                      )
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    {t('dialog.close')}
                  </Button>
                  {signedIn ? (
                    <Button colorPalette="brand" onClick={() => navigate(detailPath)}>
                      {t('dialog.viewDetails')}
                    </Button>
                  ) : (
                    !ended && (
                      <Button colorPalette="brand" onClick={() => navigate('/login', { state: { from: detailPath } })}>
                        {t('dialog.loginToEnroll')}
                      </Button>
                    )
                  )}
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('dialog.close')} />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Item({ label, value, lang }: { label: string; value: string; lang?: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW={{ base: '24', sm: '32' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue fontWeight="medium" lang={lang}>
        {value}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
