import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Announcement } from '@golf/contract/announcements';
import { Link as RouterLink } from 'react-router-dom';
import { useContentLang } from '@golf/shared/components/LanguageMarker';
import { PREVIEW_LENGTH, previewOf } from '../utils/preview';
import { AnnouncementBadges } from './AnnouncementBadges';
import { AnnouncementImage } from './AnnouncementImage';
import { AnnouncementMeta } from './AnnouncementMeta';
import { ChevronRightIcon } from './icons';

/** A row of the wide archive: thumbnail, badges, title, a 150-character preview, date and author. */
export function AnnouncementRow({ announcement }: { announcement: Announcement }) {
  const titleLang = useContentLang(announcement.titleLang);
  const contentLang = useContentLang(announcement.contentLang);
  return (
    <Box
      asChild
      display="flex"
      gap="5"
      alignItems="center"
      p="4"
      borderRadius="xl"
      bg="white"
      borderWidth="1px"
      borderColor="gray.100"
      transition="background 0.15s, box-shadow 0.15s"
      _hover={{ bg: 'brand.50', boxShadow: 'sm' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      <RouterLink to={encodeURIComponent(announcement._id)} data-testid="announcement-row">
        <AnnouncementImage announcement={announcement} w="180px" h="112px" flexShrink={0} borderRadius="lg" />
        <Stack gap="1.5" flex="1" minW="0">
          <AnnouncementBadges announcement={announcement} />
          <Heading as="h3" size="md" lineClamp={1} {...titleLang}>
            {announcement.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" lineClamp={2} {...contentLang}>
            {previewOf(announcement, PREVIEW_LENGTH.row)}
          </Text>
          <AnnouncementMeta announcement={announcement} />
        </Stack>
        <ChevronRightIcon boxSize="5" color="gray.400" flexShrink={0} />
      </RouterLink>
    </Box>
  );
}

export function AnnouncementRowSkeleton() {
  return (
    <HStack gap="5" p="4" borderRadius="xl" bg="white" borderWidth="1px" borderColor="gray.100">
      <Skeleton w="180px" h="112px" borderRadius="lg" flexShrink={0} />
      <Stack gap="2.5" flex="1">
        <Skeleton h="4" w="24" />
        <Skeleton h="5" w="60%" />
        <SkeletonText noOfLines={2} />
      </Stack>
    </HStack>
  );
}
