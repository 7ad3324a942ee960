import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '@golf/shared/components/PageHeading';
import { useLanguage } from '../../../utils/language';
import { useCompetitions } from '../api/get-competitions';
import { CompetitionSetup } from './CompetitionSetup';
import { StateBadge } from './StateBadge';

/** /golf/admin/competitions: the competitions, and setting one up on an event. */
export function AdminCompetitionsPage() {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const { data, error, loading, refetch } = useCompetitions();
  return (
    <Stack gap="6" data-testid="golf-competitions">
      <PageHeading title={t('competitions.title')} subtitle={t('competitions.subtitle')} />
      <Button asChild variant="ghost" alignSelf="flex-start">
        <RouterLink to="/golf/admin">{t('admin.backToCourses')}</RouterLink>
      </Button>
      {loading && !data ? (
        <LoadingState />
      ) : error && !data ? (
        <ErrorState message={t('competitions.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <>
          <CompetitionSetup events={data?.events ?? []} />
          <Heading as="h2" size="lg">
            {t('competitions.title')}
          </Heading>
          {!data?.competitions.length ? (
            <EmptyState title={t('competitions.empty')} hint={t('competitions.emptyHint')} />
          ) : (
            <Stack as="ul" gap="3" listStyleType="none">
              {data.competitions.map((competition) => (
                <Box as="li" key={competition.id} borderWidth="1px" borderRadius="l2" p="4" data-testid="admin-competition">
                  <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                    <Box>
                      <Text fontWeight="semibold">{competition.eventName}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {competition.eventDate} · {competition.courseName[language]} · {competition.teeName}
                      </Text>
                      <Flex gap="2" mt="1">
                        <StateBadge state={competition.state} />
                        <Badge colorPalette={competition.published ? 'green' : 'gray'}>{competition.published ? t('competitions.published') : t('competitions.notPublished')}</Badge>
                      </Flex>
                    </Box>
                    <Button asChild size="sm" variant="outline">
                      <RouterLink to={`/golf/admin/competitions/${competition.id}`}>{t('competitions.open')}</RouterLink>
                    </Button>
                  </Flex>
                </Box>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
