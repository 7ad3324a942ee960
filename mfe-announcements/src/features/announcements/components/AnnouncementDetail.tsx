import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { errorText } from '@golf/shared/api/client';
import { ErrorState, NotFoundState } from '@golf/shared/components/StatePanels';
import { copyLink } from '@golf/shared/utils/copy-link';
import { useTranslation } from 'react-i18next';
import { useContentLang } from '@golf/shared/components/LanguageMarker';
import { useLocation, useNavigate } from 'react-router-dom';
import { STICKY_TOP } from '../../../utils/below-nav-bar';
import { useAnnouncement } from '../api/get-announcement';
import { AnnouncementBadges } from './AnnouncementBadges';
import { AnnouncementImage } from './AnnouncementImage';
import { AnnouncementMeta } from './AnnouncementMeta';
import { DetailsPanel } from './DetailsPanel';
import { ArrowLeftIcon, ShareIcon } from './icons';

/** One announcement: back, share, the article with its image, and the details panel. */
export function AnnouncementDetail({ id }: { id: string }) {
  const { t } = useTranslation('announcements');
  const { data: announcement, error, refetch } = useAnnouncement(id);
  const back = useBack();
  const titleLang = useContentLang(announcement?.titleLang);
  const contentLang = useContentLang(announcement?.contentLang);

  if (error) {
    return (
      <Stack gap="4">
        <BackButton onClick={back} />
        <ErrorState message={errorText(error, t('errors.fetch'))} onRetry={() => void refetch()} />
      </Stack>
    );
  }
  // Each id has its own entry in the cache: the previous announcement never shows under a new address.
  if (announcement === undefined) return <DetailSkeleton />;
  if (!announcement) {
    const action = (
      <Button colorPalette="brand" onClick={back}>
        <ArrowLeftIcon />
        {t('detail.backToList')}
      </Button>
    );
    return <NotFoundState title={t('errors.notFound')} hint={t('errors.notFoundHint')} action={action} />;
  }
  return (
    // A long link or a word with no spaces (a pasted address, a name in Latin letters) breaks
    // anywhere rather than widening the page past a phone's screen.
    <Stack gap={{ base: '4', md: '6' }} overflowWrap="anywhere">
      <HStack justify="space-between">
        <BackButton onClick={back} />
        <Button variant="outline" size="sm" bg="white" onClick={() => void copyLink(window.location.href)}>
          <ShareIcon />
          {t('detail.share')}
        </Button>
      </HStack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' }} gap={{ base: '5', lg: '8' }} alignItems="start">
        <Stack as="article" gap="5" bg="white" borderRadius="2xl" borderWidth="1px" borderColor="gray.100" p={{ base: '5', md: '8' }}>
          <AnnouncementBadges announcement={announcement} />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="short" {...titleLang}>
            {announcement.title}
          </Heading>
          <AnnouncementMeta announcement={announcement} />
          {announcement.imageFileId && (
            <AnnouncementImage
              announcement={announcement}
              alt={t('detail.imageAlt', { title: announcement.title })}
              maxH="480px"
              borderRadius="xl"
              loading="eager"
              data-testid="announcement-image"
            />
          )}
          {/* Text, never HTML: line breaks are kept by white-space, and markup shows as typed. */}
          <Text whiteSpace="pre-wrap" lineHeight="tall" fontSize={{ base: 'md', md: 'lg' }} data-testid="announcement-content" {...contentLang}>
            {announcement.content}
          </Text>
        </Stack>
        <Box position={{ lg: 'sticky' }} top={{ lg: STICKY_TOP }}>
          <DetailsPanel announcement={announcement} />
        </Box>
      </Grid>
    </Stack>
  );
}

/** Back to where the reader came from; straight to the list when the page was opened directly. */
function useBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate('..') : navigate(-1));
}

function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('announcements');
  return (
    <Button variant="ghost" size="sm" onClick={onClick} ms="-2">
      <ArrowLeftIcon />
      {t('detail.back')}
    </Button>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('announcements');
  return (
    <Stack gap="6" role="status" aria-label={t('loading')}>
      <Skeleton h="8" w="24" />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 300px' }} gap="8">
        <Stack gap="5" bg="white" borderRadius="2xl" p={{ base: '5', md: '8' }}>
          <Skeleton h="5" w="28" />
          <Skeleton h="10" w="80%" />
          <Skeleton h="64" borderRadius="xl" />
          <SkeletonText noOfLines={5} />
        </Stack>
        <Skeleton h="48" borderRadius="xl" />
      </Grid>
    </Stack>
  );
}
