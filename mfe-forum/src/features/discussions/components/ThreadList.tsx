import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import type { DiscussionsPage } from '../api/get-discussions';
import { ThreadCard } from './ThreadCard';

interface ThreadListProps {
  data: DiscussionsPage | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  keyword: string;
  /** Latest: the empty list is the whole forum's, not one category's. */
  everyCategory: boolean;
  signedIn: boolean;
  createHref: string;
}

/** The threads of one page, or the loading, error and empty states of the list. */
export function ThreadList({ data, error, loading, onRetry, keyword, everyCategory, signedIn, createHref }: ThreadListProps) {
  const { t } = useTranslation('forum');
  if (loading) return <LoadingState />;
  if (error) return <ErrorState message={t('list.loadFailed')} onRetry={onRetry} />;
  if (!data?.threads.length) {
    if (keyword) return <EmptyState title={t('list.emptySearch', { keyword })} hint={t('list.emptySearchHint')} />;
    return (
      <EmptyState
        title={everyCategory ? t('list.emptyLatest') : t('list.empty')}
        hint={signedIn ? t('list.emptyHint') : t('list.emptyVisitorHint')}
        action={
          <Button asChild colorPalette="brand" size="sm" mt="2" variant={signedIn ? 'solid' : 'outline'}>
            {signedIn ? (
              <RouterLink to={createHref}>{t('list.create')}</RouterLink>
            ) : (
              <RouterLink to="/login">{t('create.signIn')}</RouterLink>
            )}
          </Button>
        }
      />
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-busy={loading}>
      {data.threads.map((thread) => (
        <li key={thread._id}>
          <ThreadCard thread={thread} />
        </li>
      ))}
    </Stack>
  );
}
