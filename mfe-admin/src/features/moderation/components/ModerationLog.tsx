import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@golf/shared/components/StatePanels';
import { ListCard, ListCards } from '../../../components/list/ListCards';
import { AdminList } from '../../../components/list/AdminList';
import { formatDateTime } from '../../../utils/date-time';
import { useModerationLog } from '../api/get-moderation-log';
import '../texts';

const ACTION_PALETTE = { hide: 'orange', restore: 'green', delete: 'red', edit: 'blue' } as const;

/** Who did what to which post, when and why: newest first. */
export function ModerationLog({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { data, error, loading, refetch } = useModerationLog(page);
  return (
    <AdminList
      query={{ loading, error, refetch }}
      rows={data?.actions}
      loadError={t('moderation.logLoadError')}
      empty={<EmptyState title={page > 1 ? t('moderation.emptyPage') : t('moderation.emptyLog')} />}
      paging={{ page, totalPages: data?.totalPages, onPageChange }}
      gap="4"
    >
      {(actions) => (
          <ListCards label={t('moderation.views.log')}>
            {actions.map((entry) => (
              <ListCard key={entry._id}>
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette={ACTION_PALETTE[entry.action]} variant="subtle">
                      {t(`moderation.log.actions.${entry.action}`)}
                    </Badge>
                    <Badge variant="outline">{t(`moderation.target.${entry.targetType}`)}</Badge>
                    <Text fontWeight="medium">{entry.actor?.fullName ?? t('moderation.log.members')}</Text>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" asChild>
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
                  </Text>
                </HStack>
                <Text fontSize="sm" wordBreak="break-word" color="fg.muted">
                  “{entry.excerpt}”
                </Text>
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text fontSize="sm" wordBreak="break-word">
                    {t('moderation.log.reason', { reason: entry.reason || t('moderation.log.noReason') })}
                  </Text>
                  <Button asChild size="xs" variant="ghost">
                    <RouterLink to={`/discussions/${encodeURIComponent(entry.threadId)}`}>{t('moderation.openThread')}</RouterLink>
                  </Button>
                </HStack>
              </ListCard>
            ))}
          </ListCards>
      )}
    </AdminList>
  );
}
