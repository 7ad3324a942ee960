import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Announcement } from '@golf/contract/announcements';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useContentLang } from '@golf/shared/components/LanguageMarker';
import { PREVIEW_LENGTH, previewOf } from '../utils/preview';
import { AnnouncementBadges } from './AnnouncementBadges';
import { AnnouncementImage } from './AnnouncementImage';
import { AnnouncementMeta } from './AnnouncementMeta';
import { FlagIcon } from './icons';

/** The featured announcement as a banner, or the spec's placeholder when none is featured. */
export function FeaturedBanner({ announcement }: { announcement: Announcement | null }) {
  const titleLang = useContentLang(announcement?.titleLang);
  const contentLang = useContentLang(announcement?.contentLang);
  const { t } = useTranslation('announcements');
  if (!announcement) return <NoFeatured />;
  return (
    <Grid
      as="article"
      aria-label={t('featured.label')}
      data-testid="featured"
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' }}
      bg="white"
      borderRadius="2xl"
      overflow="hidden"
      boxShadow="md"
      borderWidth="1px"
      borderColor="gray.100"
    >
      <Box position="relative" minH={{ base: '200px', md: '320px' }}>
        <AnnouncementImage announcement={announcement} position="absolute" inset="0" h="full" loading="eager" fetchPriority="high" />
      </Box>
      {/* A title with no spaces wraps instead of pushing the picture out of the banner. */}
      <Stack gap="4" p={{ base: '5', md: '8' }} justify="center" overflowWrap="anywhere">
        <AnnouncementBadges announcement={announcement} featured />
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }} lineHeight="short" {...titleLang}>
          {announcement.title}
        </Heading>
        <Text color="fg.muted" lineHeight="tall" {...contentLang}>
          {previewOf(announcement, PREVIEW_LENGTH.featured)}
        </Text>
        <AnnouncementMeta announcement={announcement} />
        <Box>
          <Button asChild colorPalette="brand" size={{ base: 'md', md: 'lg' }}>
            <RouterLink to={encodeURIComponent(announcement._id)}>{t('featured.readMore')}</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Grid>
  );
}

function NoFeatured() {
  const { t } = useTranslation('announcements');
  return (
    <Stack
      data-testid="featured-placeholder"
      align="center"
      justify="center"
      textAlign="center"
      gap="2"
      minH={{ base: '180px', md: '240px' }}
      p="6"
      borderRadius="2xl"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="brand.200"
      bg="brand.50"
    >
      <FlagIcon boxSize="8" color="brand.500" />
      <Text fontWeight="semibold" fontSize="lg" color="brand.800">
        {t('featured.none')}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {t('featured.noneHint')}
      </Text>
    </Stack>
  );
}

/**
 * The banner's shape while it loads, line for line (badges, a two-line title, the preview, date and
 * author, the button), so that what follows it on a phone does not jump when it arrives.
 */
export function FeaturedSkeleton() {
  return (
    <Grid templateColumns={{ base: '1fr', md: '1.1fr 1fr' }} borderRadius="2xl" overflow="hidden" bg="white" boxShadow="sm">
      <Skeleton minH={{ base: '200px', md: '320px' }} borderRadius="0" />
      <Stack gap="4" p={{ base: '5', md: '8' }} justify="center">
        <Skeleton h="5" w="32" />
        <Stack gap="2">
          <Skeleton h="8" w="90%" />
          <Skeleton h="8" w="60%" />
        </Stack>
        <SkeletonText noOfLines={5} />
        <Stack gap="2">
          <Skeleton h="4" w="40%" />
          <Skeleton h="4" w="55%" />
        </Stack>
        <Skeleton h={{ base: '10', md: '12' }} w="28" />
      </Stack>
    </Grid>
  );
}
