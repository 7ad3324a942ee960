import { Link } from 'react-router-dom';
import { Card } from '@chakra-ui/react/card';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@golf/shared/components/StatePanels';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { PageHeader } from '../../../components/PageHeader';
import { AdminList, EmptyPageState } from '../../../components/list/AdminList';
import { useListParams } from '../../../components/list/list-params';
import { formatDateTime } from '../../../utils/date-time';
import { useAccessLog, type AccessLogEntry } from '../api/get-access-log';
import '../texts';

function EntryRow({ entry }: { entry: AccessLogEntry }) {
  const { t, i18n } = useTranslation('admin');
  const to = useAdminPath();
  // An action the screen has no words for yet still reads, as its code.
  const action = t(`accessLog.actions.${entry.action}`, { defaultValue: entry.action });
  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white" as="article" data-testid="access-log-entry">
      <Card.Body gap="1" py="3">
        <Text>
          <Text as="span" fontWeight="semibold">
            {entry.admin?.fullName ?? t('accessLog.formerAdmin')}
          </Text>{' '}
          {action}{' '}
          {entry.subject && <Link to={to(adminPaths.userDetail(entry.subject._id))}>{entry.subject.fullName}</Link>}
        </Text>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {formatDateTime(entry.createdAt, i18n.language)} · {entry.path}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/access-log: admins' reads of members' personal data, newest first, 20 a page. */
export function AccessLogPage() {
  const { t } = useTranslation('admin');
  const { page, setPage } = useListParams();
  const { data, error, loading, refetch } = useAccessLog(page);
  return (
    <>
      <PageHeader title={t('accessLog.title')} subtitle={t('accessLog.subtitle')} />
      <AdminList
        query={{ loading, error, refetch }}
        rows={data?.entries}
        loadError={t('accessLog.loadError')}
        empty={page > 1 ? <EmptyPageState title={t('accessLog.emptyPage')} onFirstPage={() => setPage(1)} /> : <EmptyState title={t('accessLog.empty')} hint={t('accessLog.emptyHint')} />}
        paging={{ page, totalPages: data?.totalPages, onPageChange: setPage }}
      >
        {(entries) => (
          <Stack gap="2">
            {entries.map((entry) => (
              <EntryRow key={entry._id} entry={entry} />
            ))}
          </Stack>
        )}
      </AdminList>
    </>
  );
}
