import { Badge } from '@chakra-ui/react/badge';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Thread } from '@golf/contract/forum';
import { AuthorLine } from '../../../components/AuthorLine';
import { BookmarkIcon, HeartIcon, ReplyIcon, TagIcon } from '../../../components/icons';
import { useSavedThread } from '../../../hooks/use-saved-threads';
import { categoryName } from '../../../utils/category-name';
import { AttachmentThumbnails } from './AttachmentThumbnails';

/** One thread in the list; the title link stretches over the whole card. */
export function ThreadCard({ thread }: { thread: Thread }) {
  const { t } = useTranslation('forum');
  const { saved } = useSavedThread(thread._id);
  return (
    <Card.Root recipe={cardSlotRecipe}
      as="article"
      variant="outline"
      position="relative"
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={{ shadow: 'md', borderColor: 'brand.200' }}
      data-testid="thread-card"
    >
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <AuthorLine author={thread.author} createdAt={thread.createdAt} size="sm" />
        <Heading as="h3" size="md" lineHeight="short">
          <RouterLink to={`/discussions/${encodeURIComponent(thread._id)}`}>
            {/* The stretched link: its ::after covers the card, so the whole card opens the thread. */}
            <Text as="span" _after={{ content: '""', position: 'absolute', inset: '0', borderRadius: 'inherit' }} _hover={{ color: 'brand.fg' }}>
              {thread.title}
            </Text>
          </RouterLink>
        </Heading>
        <Text color="fg.muted" lineClamp={3} whiteSpace="pre-line" wordBreak="break-word">
          {thread.content}
        </Text>
        <AttachmentThumbnails attachments={thread.attachments ?? []} />
        <HStack gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
          <HStack gap="1" color={thread.liked ? 'red.500' : undefined}>
            <HeartIcon filled={!!thread.liked} />
            <Text as="span" aria-hidden>
              {thread.likes}
            </Text>
            <VisuallyHidden>{t('thread.likes', { count: thread.likes })}</VisuallyHidden>
          </HStack>
          <HStack gap="1">
            <ReplyIcon />
            <Text as="span" aria-hidden>
              {thread.comments}
            </Text>
            <VisuallyHidden>{t('thread.replies', { count: thread.comments })}</VisuallyHidden>
          </HStack>
          {saved && (
            <HStack gap="1" color="brand.fg" aria-label={t('thread.saved')}>
              <BookmarkIcon filled />
            </HStack>
          )}
          <Badge variant="subtle" colorPalette="brand" ms="auto" gap="1">
            <TagIcon />
            {categoryName(t, thread.category)}
          </Badge>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
