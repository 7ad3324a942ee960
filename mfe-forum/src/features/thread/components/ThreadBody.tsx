import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Heading } from '@chakra-ui/react/heading';
import { Separator } from '@chakra-ui/react/separator';
import { separatorRecipe } from '@golf/shared/theme/recipes/separator';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';
import type { Thread } from '@golf/contract/forum';
import { selectIsAdmin, useAuthStore } from '@golf/shared/auth/auth-store';
import { toastInfo, toastSuccess } from '@golf/shared/theme/toaster';
import { copyLink } from '@golf/shared/utils/copy-link';
import { AuthorLine } from '../../../components/AuthorLine';
import { BookmarkIcon, ReplyIcon, ShareIcon, TagIcon } from '../../../components/icons';
import { PostText } from '../../../components/PostText';
import { useSavedThread } from '../../../hooks/use-saved-threads';
import { categoryName } from '../../../utils/category-name';
import { updateThread } from '../api/update-thread';
import { AttachmentGallery } from './AttachmentGallery';
import { EditPostForm } from './EditPostForm';
import { LikeButton } from './LikeButton';
import { PostActions } from './PostActions';
import { PostStateNote } from './PostStateNote';

/** The thread itself: author, title, text (line breaks kept, links clickable, never HTML), images and actions. */
interface ThreadBodyProps {
  thread: Thread;
  replyCount: number;
  /** The like state is the page's: the side statistics show the same count. */
  like: { liked: boolean; likes: number; toggle: () => void };
  onChanged: (thread: Thread) => void;
  onDeleted: () => void;
  onReported: (hidden: boolean) => void;
}

/** Where the thread stood: its author deleted it after others replied (members see only this). */
function DeletedThreadPlaceholder() {
  const { t } = useTranslation('forum');
  return (
    <Card.Root recipe={cardSlotRecipe} as="article" variant="outline" borderStyle="dashed" data-testid="deleted-thread">
      <Card.Body gap="1" p={{ base: '4', md: '6' }}>
        <Heading as="h1" size="lg" color="fg.muted">
          {t('posts.deletedPlaceholder')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('posts.deletedPlaceholderHint')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function ThreadBody({ thread, replyCount, like, onChanged, onDeleted, onReported }: ThreadBodyProps) {
  const { t } = useTranslation('forum');
  const admin = useAuthStore(selectIsAdmin);
  const viewerId = useAuthStore((state) => state.profile?._id);
  const { saved, toggle } = useSavedThread(thread._id);
  const [editing, setEditing] = useState(false);
  const save = () => (toggle() ? toastSuccess(t('thread.savedToast'), t('thread.savedToastHint')) : toastInfo(t('thread.unsavedToast')));

  if (thread.state === 'deleted' && !admin) return <DeletedThreadPlaceholder />;
  return (
    <Card.Root recipe={cardSlotRecipe} as="article" variant="outline">
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <PostStateNote state={thread.state} hiding={thread.hiding} />
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <AuthorLine author={thread.author} createdAt={thread.createdAt} editedAt={thread.editedAt} />
          <Badge variant="subtle" colorPalette="brand" gap="1">
            <TagIcon />
            {categoryName(t, thread.category)}
          </Badge>
        </HStack>
        {editing ? (
          <EditPostForm
            initial={{ title: thread.title, content: thread.content, attachments: thread.attachments }}
            asAdmin={admin && viewerId !== thread.author._id}
            onSave={async (draft) => onChanged(await updateThread(thread._id, { category: thread.category, title: draft.title ?? '', content: draft.content, attachments: draft.attachments }))}
            onDone={() => setEditing(false)}
          />
        ) : (
          <>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word">
              {thread.title}
            </Heading>
            <PostText text={thread.content} lineHeight="tall" data-testid="thread-content" />
            <AttachmentGallery attachments={thread.attachments ?? []} />
          </>
        )}
        <Separator recipe={separatorRecipe} />
        <HStack gap="1" wrap="wrap">
          {/* A hidden post takes no likes (the server refuses them); its author still sees the count. */}
          <LikeButton liked={like.liked} likes={like.likes} onToggle={like.toggle} disabled={thread.state === 'hidden' && !admin} />
          <HStack gap="1" px="3" color="fg.muted" fontSize="sm">
            <ReplyIcon />
            <Text as="span" aria-hidden>
              {replyCount}
            </Text>
            <VisuallyHidden>{t('thread.replies', { count: replyCount })}</VisuallyHidden>
          </HStack>
          <HStack gap="1" ms="auto" wrap="wrap">
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
            {!editing && <PostActions targetType="thread" post={thread} onEdit={() => setEditing(true)} onDeleted={onDeleted} onReported={onReported} />}
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
