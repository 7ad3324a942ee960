import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Announcement } from '@golf/contract/announcements';
import { Link as RouterLink } from 'react-router-dom';
import { useContentLang } from '@golf/shared/components/LanguageMarker';
import { PREVIEW_LENGTH, previewOf } from '../utils/preview';
import { AnnouncementBadges } from './AnnouncementBadges';
import { AnnouncementImage } from './AnnouncementImage';
import { AnnouncementMeta } from './AnnouncementMeta';

/**
 * A card: image, badges, title, a 120-character preview and the date; the whole card is a link.
 * The archive passes a flatter image so a phone scrolls less.
 */
export function AnnouncementCard({ announcement, imageRatio = 16 / 9 }: { announcement: Announcement; imageRatio?: number }) {
  const titleLang = useContentLang(announcement.titleLang);
  const contentLang = useContentLang(announcement.contentLang);
  return (
    <Box
      asChild
      display="flex"
      flexDirection="column"
      h="full"
      bg="white"
      borderRadius="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="gray.100"
      boxShadow="xs"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      <RouterLink to={encodeURIComponent(announcement._id)} data-testid="announcement-card">
        <AnnouncementImage announcement={announcement} aspectRatio={imageRatio} />
        {/* A word with no spaces breaks rather than making the card as wide as the word. */}
        <Stack gap="2.5" p="4" flex="1" overflowWrap="anywhere">
          <AnnouncementBadges announcement={announcement} />
          <Heading as="h3" size="md" lineClamp={2} {...titleLang}>
            {announcement.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" lineClamp={3} flex="1" {...contentLang}>
            {previewOf(announcement, PREVIEW_LENGTH.card)}
          </Text>
          <AnnouncementMeta announcement={announcement} showAuthor={false} />
        </Stack>
      </RouterLink>
    </Box>
  );
}

export function AnnouncementCardSkeleton() {
  return (
    <Box bg="white" borderRadius="xl" overflow="hidden" borderWidth="1px" borderColor="gray.100">
      <Skeleton aspectRatio={16 / 9} borderRadius="0" />
      <Stack gap="3" p="4">
        <Skeleton h="4" w="20" />
        <Skeleton h="5" w="85%" />
        <SkeletonText noOfLines={2} />
      </Stack>
    </Box>
  );
}
