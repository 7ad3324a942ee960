import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Heading } from '@chakra-ui/react/heading';
import { Separator } from '@chakra-ui/react/separator';
import { separatorRecipe } from '@golf/shared/theme/recipes/separator';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Thread } from '@golf/contract/forum';
import { toastInfo, toastSuccess } from '@golf/shared/theme/toaster';
import { copyLink } from '@golf/shared/utils/copy-link';
import { AuthorLine } from '../../../components/AuthorLine';
import { BookmarkIcon, ReplyIcon, ShareIcon, TagIcon } from '../../../components/icons';
import { useSavedThread } from '../../../hooks/use-saved-threads';
import { categoryName } from '../../../utils/category-name';
import { AttachmentGallery } from './AttachmentGallery';
import { LikeButton } from './LikeButton';

/** The thread itself: author, title, text (line breaks kept, never HTML), images and actions. */
interface ThreadBodyProps {
  thread: Thread;
  replyCount: number;
  /** The like state is the page's: the side statistics show the same count. */
  like: { liked: boolean; likes: number; toggle: () => void };
}

export function ThreadBody({ thread, replyCount, like }: ThreadBodyProps) {
  const { t } = useTranslation('forum');
  const { saved, toggle } = useSavedThread(thread._id);
  const save = () => (toggle() ? toastSuccess(t('thread.savedToast'), t('thread.savedToastHint')) : toastInfo(t('thread.unsavedToast')));

  return (
    <Card.Root recipe={cardSlotRecipe} as="article" variant="outline">
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <AuthorLine author={thread.author} createdAt={thread.createdAt} />
          <Badge variant="subtle" colorPalette="brand" gap="1">
            <TagIcon />
            {categoryName(t, thread.category)}
          </Badge>
        </HStack>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word">
          {thread.title}
        </Heading>
        {/* Plain text on purpose: React escapes it, pre-wrap keeps the author's line breaks. */}
        <Text whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="tall" data-testid="thread-content">
          {thread.content}
        </Text>
        <AttachmentGallery attachments={thread.attachments ?? []} />
        <Separator recipe={separatorRecipe} />
        <HStack gap="1" wrap="wrap">
          <LikeButton liked={like.liked} likes={like.likes} onToggle={like.toggle} />
          <HStack gap="1" px="3" color="fg.muted" fontSize="sm" aria-label={t('thread.replies', { count: replyCount })}>
            <ReplyIcon />
            <Text as="span" aria-hidden>
              {replyCount}
            </Text>
          </HStack>
          <HStack gap="1" ms="auto">
            <Button size="sm" variant="ghost" onClick={() => void copyLink(window.location.href)}>
              <ShareIcon />
              {t('thread.share')}
            </Button>
            <Button
              size="sm"
              variant={saved ? 'subtle' : 'ghost'}
              colorPalette={saved ? 'brand' : 'gray'}
              aria-pressed={saved}
              onClick={save}
            >
              <BookmarkIcon filled={saved} />
              {saved ? t('thread.saved') : t('thread.save')}
            </Button>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
