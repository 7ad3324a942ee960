import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { DataList } from '@chakra-ui/react/data-list';
import { dataListSlotRecipe } from '@golf/shared/theme/recipes/data-list';
import { Separator } from '@chakra-ui/react/separator';
import { separatorRecipe } from '@golf/shared/theme/recipes/separator';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useContentLang } from '@golf/shared/components/LanguageMarker';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { EventTypeBadge } from '../../../components/EventTypeBadge';
import { AddToCalendar } from './AddToCalendar';
import { ShareEvent } from './ShareEvent';
import { isPastDay } from '../../../utils/event-format';

/** Type, coach and duration, add-to-calendar, then the description with its line breaks kept. */
export function EventDescriptionCard({ event }: { event: GolfEvent }) {
  const { t } = useTranslation('events');
  const descriptionLang = useContentLang(event.descriptionLang);
  return (
    <Card.Root recipe={cardSlotRecipe} borderRadius="xl" bg="white">
      <Card.Header>
        <Card.Title as="h2" fontSize="xl">
          {t('detail.about')}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="5">
        <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="md">
          <DataList.Item>
            <DataList.ItemLabel minW="24">{t('fields.type')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <EventTypeBadge type={event.type} variant="subtle" />
            </DataList.ItemValue>
          </DataList.Item>
          {event.coach && (
            <DataList.Item>
              <DataList.ItemLabel minW="24">{t('fields.coach')}</DataList.ItemLabel>
              <DataList.ItemValue>{event.coach}</DataList.ItemValue>
            </DataList.Item>
          )}
          {event.duration && (
            <DataList.Item>
              <DataList.ItemLabel minW="24">{t('fields.duration')}</DataList.ItemLabel>
              <DataList.ItemValue>{event.duration}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
        {/* Nothing to put in a calendar once it is over (issue 35). */}
        {!isPastDay(event.date) && <AddToCalendar event={event} />}
        <ShareEvent event={event} />
        <Separator recipe={separatorRecipe} />
        <Text whiteSpace="pre-line" lineHeight="tall" color="gray.800" data-testid="event-description" {...descriptionLang}>
          {event.description}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
