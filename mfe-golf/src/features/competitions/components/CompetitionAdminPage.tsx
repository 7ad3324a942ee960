import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ApiError, errorText } from '@golf/shared/api/client';
import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { invalidateQueries, setQueryData } from '@golf/shared/hooks/use-query';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotFoundWithWayBack } from '@golf/shared/components/NotFoundWithWayBack';
import { PageHeading } from '@golf/shared/components/PageHeading';
import { useLanguage } from '../../../utils/language';
import { endCompetition } from '../api/end-competition';
import { competitionQuery, useCompetition } from '../api/get-competition';
import { setPublished } from '../api/set-published';
import { DrawEditor } from './DrawEditor';
import { StateBadge } from './StateBadge';

/** /golf/admin/competitions/:id: the draw (edit, print), publishing the leaderboard, ending the competition. */
export function CompetitionAdminPage() {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const { competitionId = '' } = useParams();
  const { data: competition, error, loading, refetch } = useCompetition(competitionId);
  const [ending, setEnding] = useState(false);
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      const saved = (await action()) as typeof competition;
      setQueryData(competitionQuery(competitionId).queryKey, saved);
      await invalidateQueries(['golf', 'admin', 'competitions']);
      if (done) toastSuccess(done);
      setEnding(false);
    } catch (failure) {
      toastError(errorText(failure, t('competitions.actionFailed')));
    } finally {
      setBusy(false);
    }
  };

  if (loading && !competition) return <LoadingState />;
  if (error && !competition) {
    if (error instanceof ApiError && error.httpStatus === 404) return <NotFoundWithWayBack title={t('competitions.notFound')} hint={t('competitions.notFoundHint')} to="/golf/admin/competitions" back={t('competitions.backToCompetitions')} />;
    return <ErrorState message={t('competitions.loadFailed')} onRetry={() => void refetch()} />;
  }
  if (!competition) return null;
  const publicPath = `/golf/leaderboard/${competition.id}`;
  const ended = competition.state === 'ended';
  return (
    <Stack gap="6" data-testid="golf-competition">
      <PageHeading title={competition.eventName} subtitle={`${competition.eventDate} · ${competition.courseName[language]} · ${competition.teeName} · ${competition.nine ? t(`competitions.${competition.nine}`) : t('competitions.holes18')}`} />
      <Button asChild variant="ghost" alignSelf="flex-start">
        <RouterLink to="/golf/admin/competitions">{t('competitions.backToCompetitions')}</RouterLink>
      </Button>
      <Flex gap="2" wrap="wrap" align="center">
        <StateBadge state={competition.state} />
        <Badge colorPalette={competition.published ? 'green' : 'gray'} data-testid="published-badge">
          {competition.published ? t('competitions.published') : t('competitions.notPublished')}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {t('competitions.cutOff')}: {competition.cutOff}
        </Text>
      </Flex>
      {ended && <Text fontWeight="semibold">{t('competitions.ended')}</Text>}
      <Flex gap="3" wrap="wrap">
        <Button colorPalette="brand" variant={competition.published ? 'outline' : 'solid'} loading={busy} onClick={() => void act(() => setPublished(competition.id, !competition.published))}>
          {competition.published ? t('competitions.unpublish') : t('competitions.publish')}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={`/golf/admin/competitions/${competition.id}/print`}>{t('competitions.print')}</RouterLink>
        </Button>
        {!ended && (
          <Button colorPalette="red" variant="outline" onClick={() => setEnding(true)}>
            {t('competitions.end')}
          </Button>
        )}
      </Flex>
      {competition.published && (
        <Text data-testid="public-link">
          {t('competitions.publishedHint', { link: '' })}
          <Link asChild color="brand.700">
            <RouterLink to={publicPath}>{`${window.location.origin}${publicPath}`}</RouterLink>
          </Link>
        </Text>
      )}
      <DrawEditor key={`${competition.id}-${competition.state}`} competition={competition} />
      <ConfirmDialog
        open={ending}
        title={t('competitions.endTitle')}
        message={t('competitions.endBody')}
        confirmLabel={t('competitions.end')}
        busyLabel={t('marking.saving')}
        busy={busy}
        onConfirm={() => void act(() => endCompetition(competition.id), t('competitions.ended'))}
        onClose={() => setEnding(false)}
      />
    </Stack>
  );
}
