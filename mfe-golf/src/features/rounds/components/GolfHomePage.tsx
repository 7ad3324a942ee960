import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { selectIsAdmin, useAuthStore } from '@golf/shared/auth/auth-store';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeading } from '@golf/shared/components/PageHeading';
import { useRecord } from '../api/get-record';
import { useSendWhenOnline } from '../store/use-send-when-online';
import { PendingRounds } from './PendingRounds';
import { PlayerPicker } from './PlayerPicker';
import { PracticeIndexCard } from './PracticeIndexCard';
import { RoundList } from './RoundList';

/** /golf: a player's practice index and rounds, the rounds waiting on this phone, and the way to record one. */
export function GolfHomePage() {
  const { t } = useTranslation('golf');
  const [search, setSearch] = useSearchParams();
  const personId = search.get('player');
  const ownerId = useAuthStore((state) => state.profile?._id);
  const isAdmin = useAuthStore(selectIsAdmin);
  useSendWhenOnline(ownerId);
  const { data: record, error, loading, refetch } = useRecord(personId);
  const choose = (next: string | null) => setSearch(next ? { player: next } : {}, { replace: true });
  const newRound = `/golf/rounds/new${personId ? `?player=${encodeURIComponent(personId)}` : ''}`;

  return (
    <Stack gap="6" data-testid="golf-home">
      <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />
      <PlayerPicker value={personId} onChange={choose} />
      {ownerId && <PendingRounds ownerId={ownerId} />}
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="brand" size="lg" flex={{ base: '1', sm: 'initial' }}>
          <RouterLink to={newRound}>{t('rounds.record')}</RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg" flex={{ base: '1', sm: 'initial' }}>
          <RouterLink to="/golf/courses">{t('courses.title')}</RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg" flex={{ base: '1', sm: 'initial' }}>
          <RouterLink to="/golf/marking">{t('marking.open')}</RouterLink>
        </Button>
        {isAdmin && (
          <Button asChild variant="ghost" size="lg">
            <RouterLink to="/golf/admin">{t('admin.manage')}</RouterLink>
          </Button>
        )}
        {isAdmin && (
          <Button asChild variant="ghost" size="lg">
            <RouterLink to="/golf/admin/competitions">{t('competitions.manage')}</RouterLink>
          </Button>
        )}
      </Flex>
      {loading && !record ? (
        <LoadingState />
      ) : error && !record ? (
        <ErrorState message={t('rounds.loadFailed')} onRetry={() => void refetch()} />
      ) : record ? (
        <>
          <PracticeIndexCard record={record} />
          <Stack gap="3" as="section" aria-labelledby="rounds-title">
            <Heading as="h2" size="lg" id="rounds-title">
              {t('rounds.title')}
            </Heading>
            {record.rounds.length === 0 ? <EmptyState title={t('rounds.empty')} hint={t('rounds.emptyHint')} /> : <RoundList rounds={record.rounds} />}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
