import { Stack } from '@chakra-ui/react/stack';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@golf/shared/components/PageHeading';
import { useMarking } from '../api/get-marking';
import { MarkedGroupCard } from './MarkedGroupCard';

/** /golf/marking: the competition groups the member marks, scored hole by hole on a phone. */
export function MarkingPage() {
  const { t } = useTranslation('golf');
  const { data: groups, error, loading, refetch } = useMarking();
  return (
    <Stack gap="6" data-testid="golf-marking">
      <PageHeading title={t('marking.title')} subtitle={t('marking.subtitle')} />
      {loading && !groups ? (
        <LoadingState />
      ) : error && !groups ? (
        <ErrorState message={t('marking.loadFailed')} onRetry={() => void refetch()} />
      ) : !groups?.length ? (
        <EmptyState title={t('marking.empty')} hint={t('marking.emptyHint')} />
      ) : (
        groups.map((group) => <MarkedGroupCard key={group.groupId} group={group} />)
      )}
    </Stack>
  );
}
