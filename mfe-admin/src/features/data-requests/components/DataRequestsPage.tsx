import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { DATA_REQUEST_STATUSES, type DataRequest, type DataRequestStatus } from '@golf/contract/privacy';
import { errorText } from '@golf/shared/api/client';
import { EmptyState } from '@golf/shared/components/StatePanels';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { PlusIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { AdminList, EmptyPageState } from '../../../components/list/AdminList';
import { ListFilters } from '../../../components/list/ListFilters';
import { useListChoice, useListParams } from '../../../components/list/list-params';
import { formatDateTime } from '../../../utils/date-time';
import { answerDataRequest } from '../api/answer-data-request';
import { useDataRequests } from '../api/get-data-requests';
import { AnswerDialog } from './AnswerDialog';
import { LogRequestDialog } from './LogRequestDialog';
import '../texts';

const STATUS_COLOURS: Record<DataRequestStatus, string> = { open: 'orange', answered: 'green', refused: 'gray' };
const FILTERS = ['all', ...DATA_REQUEST_STATUSES] as const;

function RequestCard({ request, onAnswer }: { request: DataRequest; onAnswer: (outcome: 'answered' | 'refused') => void }) {
  const { t, i18n } = useTranslation('admin');
  const to = useAdminPath();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const who = request.member ? (
    request.member.email.endsWith('@closed.invalid') ? (
      <Text as="span">{t('dataRequests.formerMember')}</Text>
    ) : (
      <Link to={to(adminPaths.userDetail(request.member._id))}>
        {request.member.fullName} ({request.member.email})
      </Link>
    )
  ) : null;
  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white" as="article" data-testid="data-request">
      <Card.Body gap="2" py="3">
        <Flex justify="space-between" gap="2" wrap="wrap" align="flex-start">
          <HStack gap="2" wrap="wrap">
            <Badge variant="subtle" colorPalette="blue">
              {t(`dataRequests.kinds.${request.kind}`)}
            </Badge>
            <Badge variant="subtle" colorPalette={STATUS_COLOURS[request.status]}>
              {t(`dataRequests.statuses.${request.status}`)}
            </Badge>
            {request.overdue && (
              <Badge variant="solid" colorPalette="red">
                {t('dataRequests.overdue')}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('dataRequests.received', { when: when(request.receivedAt) })} · {t('dataRequests.due', { when: when(request.dueAt) })}
          </Text>
        </Flex>
        <Text fontWeight="semibold" wordBreak="break-word">
          {who}
          {who && request.requester ? ' · ' : null}
          {request.requester}
        </Text>
        {request.details && (
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {request.details}
          </Text>
        )}
        {request.source === 'export' && <Text fontSize="sm" color="fg.muted">{t('dataRequests.byExport')}</Text>}
        {request.status !== 'open' && request.answeredAt && (
          <Text fontSize="sm">
            {t(request.status === 'refused' ? 'dataRequests.refusedOn' : 'dataRequests.answeredOn', { when: when(request.answeredAt) })}
            {request.reason ? ` · ${t('dataRequests.reasonLabel', { reason: request.reason })}` : ''}
          </Text>
        )}
        {request.status === 'open' && (
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="brand" onClick={() => onAnswer('answered')}>
              {t('dataRequests.answer')}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => onAnswer('refused')}>
              {t('dataRequests.refuse')}
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/data-requests: access, correction and erasure requests with their 40-day clock; open ones first. */
export function DataRequestsPage() {
  const { t } = useTranslation('admin');
  const { page, setPage } = useListParams();
  const [filter, setFilter] = useListChoice('status', FILTERS, 'all');
  const { data, error, loading, refetch } = useDataRequests(page, filter === 'all' ? null : filter);
  const [answering, setAnswering] = useState<{ id: string; outcome: 'answered' | 'refused' } | null>(null);
  const [busy, setBusy] = useState(false);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [logging, setLogging] = useState(false);

  const answer = async (reason: string) => {
    if (!answering) return;
    setBusy(true);
    setAnswerError(null);
    try {
      await answerDataRequest(answering.id, answering.outcome, reason);
      toastSuccess(t('dataRequests.dialog.done'));
      setAnswering(null);
      void refetch();
    } catch (failure) {
      setAnswerError(errorText(failure, t('dataRequests.dialog.failed')));
    } finally {
      setBusy(false);
    }
  };

  const empty =
    page > 1 ? (
      <EmptyPageState title={t('dataRequests.emptyPage')} onFirstPage={() => setPage(1)} />
    ) : filter !== 'all' ? (
      <EmptyState title={t('dataRequests.emptyFiltered')} />
    ) : (
      <EmptyState title={t('dataRequests.empty')} hint={t('dataRequests.emptyHint')} />
    );

  return (
    <>
      <PageHeader
        title={t('dataRequests.title')}
        subtitle={t('dataRequests.subtitle')}
        actions={
          <Button colorPalette="brand" onClick={() => setLogging(true)}>
            <PlusIcon /> {t('dataRequests.log')}
          </Button>
        }
      />
      <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
        <ListFilters
          filters={[
            {
              name: 'status',
              label: t('dataRequests.statusFilter'),
              value: filter,
              options: FILTERS.map((value) => ({ value, label: value === 'all' ? t('dataRequests.all') : t(`dataRequests.statuses.${value}`) })),
              onChange: (value) => setFilter(value as (typeof FILTERS)[number]),
            },
          ]}
        />
        {data && (
          <Text mb="4" fontSize="sm" color={data.overdueCount > 0 ? 'red.600' : 'fg.muted'} data-testid="data-request-counts">
            {t('dataRequests.counts', { open: data.openCount, overdue: data.overdueCount })}
          </Text>
        )}
      </Flex>
      <AdminList
        query={{ loading, error, refetch }}
        rows={data?.requests}
        loadError={t('dataRequests.loadError')}
        empty={empty}
        paging={{ page, totalPages: data?.totalPages, onPageChange: setPage }}
      >
        {(requests) => (
          <Stack gap="2">
            {requests.map((request) => (
              <RequestCard
                key={request._id}
                request={request}
                onAnswer={(outcome) => {
                  setAnswerError(null);
                  setAnswering({ id: request._id, outcome });
                }}
              />
            ))}
          </Stack>
        )}
      </AdminList>
      <AnswerDialog outcome={answering?.outcome ?? null} busy={busy} error={answerError} onConfirm={(reason) => void answer(reason)} onClose={() => setAnswering(null)} />
      <LogRequestDialog open={logging} onClose={() => setLogging(false)} onLogged={() => void refetch()} />
    </>
  );
}
