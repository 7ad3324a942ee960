import { Box } from '@chakra-ui/react/box';
import { Grid, GridItem } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { errorText } from '@golf/shared/api/client';
import { ErrorState } from '@golf/shared/components/StatePanels';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAnnouncements } from '../features/announcements/api/get-announcements';
import { useFeaturedAnnouncement } from '../features/announcements/api/get-featured-announcement';
import { useLatestAnnouncements } from '../features/announcements/api/get-latest-announcements';
import { AnnouncementArchive } from '../features/announcements/components/AnnouncementArchive';
import { FeaturedBanner, FeaturedSkeleton } from '../features/announcements/components/FeaturedBanner';
import { HubHeader } from '../features/announcements/components/HubHeader';
import { LatestAnnouncements, LatestSkeleton } from '../features/announcements/components/LatestAnnouncements';
import { SectionHeading } from '../features/announcements/components/SectionHeading';
import { apiCategoryOf } from '../features/announcements/utils/categories';
import { hubViewParams, readHubView, type HubView } from '../features/announcements/utils/hub-params';
import { LiveUpdatesSidebar } from '../features/live-updates/components/LiveUpdatesSidebar';
import { STICKY_TOP } from '../utils/below-nav-bar';

// Phones read top to bottom with the live updates right after the banner; wide screens keep them
// in a column beside everything (the last row takes the slack so the left column never gaps).
const LAYOUT = {
  withLatest: {
    templateAreas: { base: `"featured" "live" "latest" "archive"`, lg: `"featured live" "latest live" "archive live"` },
    templateRows: { lg: 'auto auto 1fr' },
  },
  // Without trending cards their row goes too, or its two gaps would leave a hole.
  withoutLatest: {
    templateAreas: { base: `"featured" "live" "archive"`, lg: `"featured live" "archive live"` },
    templateRows: { lg: 'auto 1fr' },
  },
};

/** /announcements: the landing page of the site. */
export function HubPage() {
  const { t } = useTranslation('announcements');
  const [params, setParams] = useSearchParams();
  const view = readHubView(params);
  const featured = useFeaturedAnnouncement();
  const latest = useLatestAnnouncements();
  const archive = useAnnouncements(view.page, apiCategoryOf(view.filter));
  // The API down shows one message for the page, not one per section.
  const allFailed = !!(featured.error && latest.error && archive.error);
  const retryAll = () => void Promise.all([featured.refetch(), latest.refetch(), archive.refetch()]);
  const show = (next: HubView) => setParams(hubViewParams(next));
  // The trending cards repeat what the archive lists, so a failure or an empty list just hides them.
  const showLatest = !latest.error && latest.data?.length !== 0;

  return (
    <Stack gap={{ base: '5', md: '8' }}>
      <HubHeader />
      <Grid {...LAYOUT[showLatest ? 'withLatest' : 'withoutLatest']} templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} columnGap="8" rowGap={{ base: '6', md: '10' }}>
        <GridItem area="featured" minW="0">
          {allFailed ? (
            <Box bg="white" borderRadius="2xl" borderWidth="1px" borderColor="gray.100">
              <ErrorState message={errorText(archive.error, t('errors.fetch'))} onRetry={retryAll} />
            </Box>
          ) : featured.error ? (
            <Box bg="white" borderRadius="2xl" borderWidth="1px" borderColor="gray.100">
              <ErrorState message={errorText(featured.error, t('errors.fetch'))} onRetry={() => void featured.refetch()} />
            </Box>
          ) : featured.data === undefined ? (
            <FeaturedSkeleton />
          ) : (
            <FeaturedBanner announcement={featured.data} />
          )}
        </GridItem>
        <GridItem area="live" alignSelf="start" position={{ lg: 'sticky' }} top={{ lg: STICKY_TOP }} minW="0">
          <LiveUpdatesSidebar />
        </GridItem>
        {showLatest && (
          <GridItem as="section" area="latest" aria-labelledby="latest-title" minW="0">
            <Stack gap="4">
              <SectionHeading id="latest-title" title={t('latest.title')} subtitle={t('latest.subtitle')} />
              {latest.data ? <LatestAnnouncements announcements={latest.data} /> : <LatestSkeleton />}
            </Stack>
          </GridItem>
        )}
        {!allFailed && (
          <GridItem area="archive" minW="0">
            <AnnouncementArchive
              archive={archive}
              filter={view.filter}
              page={view.page}
              onFilterChange={(filter) => show({ filter, page: 1 })}
              onPageChange={(page) => show({ ...view, page })}
            />
          </GridItem>
        )}
      </Grid>
    </Stack>
  );
}
