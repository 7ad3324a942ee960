import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ApiError } from '@golf/shared/api/client';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NotFoundWithWayBack } from '@golf/shared/components/NotFoundWithWayBack';
import { PageHeading } from '@golf/shared/components/PageHeading';
import { useLanguage } from '../../../utils/language';
import { useLeaderboard } from '../api/get-leaderboard';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard';
import { LeaderboardDivisions, type Scoring } from './LeaderboardTable';

/**
 * /golf/leaderboard/:id, public once the admin publishes it: every division's leaderboard, gross
 * or net, kept current by the live-updates stream without reloading; final once the competition ended.
 */
export function LeaderboardPage() {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const { competitionId = '' } = useParams();
  const { data, error, loading, refetch } = useLeaderboard(competitionId);
  const ended = data?.competition.state === 'ended';
  const connected = useLiveLeaderboard(competitionId, Boolean(data) && !ended);
  const [scoring, setScoring] = useState<Scoring>('gross');

  if (loading && !data) return <LoadingState />;
  if (error && !data) {
    if (error instanceof ApiError && error.httpStatus === 404) return <NotFoundWithWayBack title={t('leaderboard.notFound')} hint={t('leaderboard.notFoundHint')} to="/" back={t('leaderboard.backHome')} />;
    return <ErrorState message={t('leaderboard.loadFailed')} onRetry={() => void refetch()} />;
  }
  if (!data) return null;
  const { competition } = data;
  return (
    <Stack gap="5" data-testid="golf-leaderboard">
      <PageHeading title={`${t('leaderboard.title')} · ${competition.eventName}`} subtitle={`${competition.courseName[language]} · ${competition.teeName} · ${t('leaderboard.par', { par: data.par, holes: data.holes })}`} />
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Flex gap="2" align="center">
          {ended ? (
            <Badge colorPalette="gray" size="lg" data-testid="leaderboard-state">
              {t('leaderboard.final')}
            </Badge>
          ) : competition.state === 'live' ? (
            <Badge colorPalette="red" size="lg" data-testid="leaderboard-state">
              {t('leaderboard.live')}
            </Badge>
          ) : (
            <Badge size="lg" data-testid="leaderboard-state">
              {t('leaderboard.notStarted')}
            </Badge>
          )}
          {!ended && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {connected ? t('leaderboard.updated') : t('leaderboard.reconnecting')}
            </Text>
          )}
        </Flex>
        <Flex gap="1" role="group" aria-label={t('leaderboard.title')}>
          {(['gross', 'net'] as const).map((option) => (
            <Button key={option} size="sm" variant={scoring === option ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={scoring === option} onClick={() => setScoring(option)}>
              {t(`leaderboard.${option}`)}
            </Button>
          ))}
        </Flex>
      </Flex>
      <LeaderboardDivisions divisions={data.divisions} scoring={scoring} holes={data.holes} />
    </Stack>
  );
}
