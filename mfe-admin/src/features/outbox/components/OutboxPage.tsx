import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@golf/shared/components/StatePanels';
import { PageHeader } from '../../../components/PageHeader';
import { AdminList, EmptyPageState } from '../../../components/list/AdminList';
import { useListParams } from '../../../components/list/list-params';
import { formatDateTime } from '../../../utils/date-time';
import type { OutboxMail, OutboxStatus } from '@golf/contract/outbox';
import { useOutbox } from '../api/get-outbox';
import '../texts';

const STATUS_PALETTE: Record<OutboxStatus, string> = { pending: 'orange', sent: 'green', kept: 'gray', failed: 'red' };

function MailCard({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white" as="article">
      <Card.Body gap="2">
        <Flex justify="space-between" gap="2" wrap="wrap" align="start">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" wordBreak="break-word">
              {mail.subject}
            </Text>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {t('outbox.to', { address: mail.to })}
            </Text>
          </Stack>
          <Badge colorPalette={STATUS_PALETTE[mail.status]} variant="subtle">
            {t(`outbox.status.${mail.status}`)}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {t('outbox.created', { when: formatDateTime(mail.createdAt, i18n.language) })}
          {mail.sentAt ? ` · ${t('outbox.sent', { when: formatDateTime(mail.sentAt, i18n.language) })}` : ''}
          {mail.attempts > 0 ? ` · ${t('outbox.attempts', { count: mail.attempts })}` : ''}
        </Text>
        {mail.attachments.length > 0 && (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {t('outbox.attachments', { files: mail.attachments.join(', ') })}
          </Text>
        )}
        {mail.lastError && (
          <Text fontSize="sm" color="red.700" wordBreak="break-word">
            {t('outbox.lastError', { error: mail.lastError })}
          </Text>
        )}
        <div>
          <Button size="xs" variant="outline" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
            {open ? t('outbox.hideText') : t('outbox.showText')}
          </Button>
        </div>
        {open && (
          <Text as="pre" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="inherit" fontSize="sm" bg="gray.50" p="3" borderRadius="md">
            {mail.text}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/outbox: what the club sent members, or keeps while no mail server is set. */
export function OutboxPage() {
  const { t } = useTranslation('admin');
  const { page, setPage } = useListParams();
  const { data, error, loading, refetch } = useOutbox(page);

  return (
    <>
      <PageHeader title={t('outbox.title')} subtitle={t('outbox.subtitle')} />
      <AdminList
        query={{ loading, error, refetch }}
        rows={data?.mails}
        loadError={t('outbox.loadError')}
        empty={page > 1 ? <EmptyPageState title={t('outbox.emptyPage')} onFirstPage={() => setPage(1)} /> : <EmptyState title={t('outbox.empty')} hint={t('outbox.emptyHint')} />}
        paging={{ page, totalPages: data?.totalPages, onPageChange: setPage }}
      >
        {(mails) => (
          <Stack gap="3">
            {mails.map((mail) => (
              <MailCard key={mail._id} mail={mail} />
            ))}
          </Stack>
        )}
      </AdminList>
    </>
  );
}
