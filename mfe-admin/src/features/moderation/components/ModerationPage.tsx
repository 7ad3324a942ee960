import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { ModerationItem } from '@golf/contract/forum';
import { EmptyState } from '@golf/shared/components/StatePanels';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { PageHeader } from '../../../components/PageHeader';
import { AdminList } from '../../../components/list/AdminList';
import { useListChoice, useListParams } from '../../../components/list/list-params';
import { toastFailure } from '../../../components/toast-failure';
import { useModerationQueue } from '../api/get-moderation-queue';
import { moderatePost } from '../api/moderate-post';
import { ModerationActionDialog, type ModerationChoice } from './ModerationActionDialog';
import { ModerationItemCard } from './ModerationItemCard';
import { ModerationLog } from './ModerationLog';
import '../texts';

const VIEWS = ['open', 'hidden', 'log'] as const;
type View = (typeof VIEWS)[number];

/** Reported or hidden posts, one page, with the action dialog. */
function ModerationQueue({ queue, page, onPageChange }: { queue: 'open' | 'hidden'; page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation('admin');
  const { data, error, loading, refetch } = useModerationQueue(queue, page);
  const [pending, setPending] = useState<{ item: ModerationItem; choice: ModerationChoice } | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (reason: string) => {
    if (!pending) return;
    const { item, choice } = pending;
    setBusy(true);
    try {
      await moderatePost({ targetType: item.targetType, targetId: item.targetId, action: choice === 'keep' ? 'restore' : choice, reason });
      toastSuccess(t(`moderation.done.${choice}`));
      setPending(null);
      // Both queues, the log and the forum's own reads change.
      void invalidateQueries(['admin', 'moderation']);
      void invalidateQueries(['discussions']);
    } catch (error) {
      toastFailure(t('moderation.failed'), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AdminList
        query={{ loading, error, refetch }}
        rows={data?.reports}
        loadError={t('moderation.loadError')}
        empty={
          page > 1 ? (
            <EmptyState title={t('moderation.emptyPage')} />
          ) : queue === 'open' ? (
            <EmptyState title={t('moderation.emptyOpen')} hint={t('moderation.emptyOpenHint')} />
          ) : (
            <EmptyState title={t('moderation.emptyHidden')} hint={t('moderation.emptyHiddenHint')} />
          )
        }
        paging={{ page, totalPages: data?.totalPages, onPageChange }}
        gap="3"
      >
        {(reports) => (
          <>
            <Text fontSize="sm" color="fg.muted">
              {t('moderation.count', { count: data?.total })}
            </Text>
            {reports.map((item) => (
              <ModerationItemCard key={`${item.targetType}-${item.targetId}`} item={item} onChoose={(chosen, choice) => setPending({ item: chosen, choice })} />
            ))}
          </>
        )}
      </AdminList>
      <ModerationActionDialog choice={pending?.choice ?? null} busy={busy} onConfirm={(reason) => void decide(reason)} onClose={() => setPending(null)} />
    </>
  );
}

/** /admin/moderation: the review queue of reported posts, hidden posts, and the moderation log. */
export function ModerationPage() {
  const { t } = useTranslation('admin');
  const [view, setView] = useListChoice<View>('view', VIEWS, 'open');
  const { page, setPage } = useListParams();
  return (
    <>
      <PageHeader title={t('moderation.title')} subtitle={t('moderation.subtitle')} />
      <Stack gap="4">
        <HStack gap="2" role="group" aria-label={t('moderation.viewsLabel')} wrap="wrap">
          {VIEWS.map((id) => (
            <Button
              key={id}
              size="sm"
              variant={view === id ? 'solid' : 'outline'}
              colorPalette={view === id ? 'brand' : 'gray'}
              aria-pressed={view === id}
              onClick={() => setView(id)}
            >
              {t(`moderation.views.${id}`)}
            </Button>
          ))}
        </HStack>
        {view === 'log' ? <ModerationLog page={page} onPageChange={setPage} /> : <ModerationQueue key={view} queue={view} page={page} onPageChange={setPage} />}
      </Stack>
    </>
  );
}
