import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { EditIcon } from '../../../components/icons';
import { DeleteRowAction } from '../../../components/RowActions';
import { ListCard, ListCards } from '../../../components/list/ListCards';
import { formatDateTime } from '../../../utils/date-time';
import { ColorDot } from './ColorDot';
import '../../../components/texts';
import type { LiveUpdatesTableProps } from './LiveUpdatesTable';

/** The live update list on a phone. */
export function LiveUpdateCards({ liveUpdates, onEdit, onDelete }: LiveUpdatesTableProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ListCards label={t('liveUpdates.title')}>
      {liveUpdates.map((item) => (
        <ListCard
          key={item._id}
          actions={
            <>
              <DeleteRowAction label={t('liveUpdates.deleteLiveUpdate', { title: item.title })} onClick={() => onDelete(item)} />
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                aria-label={t('liveUpdates.editLiveUpdate', { title: item.title })}
                onClick={() => onEdit(item)}
              >
                <EditIcon boxSize="4" /> {t('actions.edit')}
              </Button>
            </>
          }
        >
          <HStack gap="2">
            <ColorDot color={item.color} />
            <Text fontWeight="semibold">{item.title}</Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {item.preview || item.content}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {formatDateTime(item.createdAt, i18n.language)}
          </Text>
        </ListCard>
      ))}
    </ListCards>
  );
}
