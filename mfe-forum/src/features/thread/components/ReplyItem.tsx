import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import type { Reply } from '@golf/contract/forum';
import { selectIsAdmin, useAuthStore } from '@golf/shared/auth/auth-store';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { AuthorLine } from '../../../components/AuthorLine';
import { PostText } from '../../../components/PostText';
import { likeReply } from '../api/like-reply';
import { updateReply } from '../api/update-reply';
import { useLike } from '../hooks/use-like';
import { AttachmentGallery } from './AttachmentGallery';
import { EditPostForm } from './EditPostForm';
import { LikeButton } from './LikeButton';
import { PostActions } from './PostActions';
import { PostStateNote } from './PostStateNote';

/** Edits, deletions and reports change what the thread's replies and the lists' counts show. */
const readRepliesAgain = (threadId: string) => {
  void invalidateQueries(['discussions', 'replies', threadId]);
  void invalidateQueries(['discussions', 'list']);
  void invalidateQueries(['discussions', 'detail', threadId]);
};

export function ReplyItem({ reply }: { reply: Reply }) {
  const like = useLike(reply, () => likeReply(reply._id));
  const admin = useAuthStore(selectIsAdmin);
  const viewerId = useAuthStore((state) => state.profile?._id);
  const [editing, setEditing] = useState(false);
  return (
    <Box as="article" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} data-testid="reply">
      <Stack gap="3">
        <PostStateNote state={reply.state} hiding={reply.hiding} />
        <AuthorLine author={reply.author} createdAt={reply.createdAt} editedAt={reply.editedAt} size="sm" />
        {editing ? (
          <EditPostForm
            initial={{ content: reply.content, attachments: reply.attachments }}
            asAdmin={admin && viewerId !== reply.author._id}
            onSave={async (draft) => {
              await updateReply(reply._id, { content: draft.content, attachments: draft.attachments });
              readRepliesAgain(reply.threadId);
            }}
            onDone={() => setEditing(false)}
          />
        ) : (
          <>
            <PostText text={reply.content} />
            <AttachmentGallery attachments={reply.attachments ?? []} compact />
          </>
        )}
        <HStack justify="space-between" wrap="wrap" gap="1">
          <LikeButton liked={like.liked} likes={like.likes} onToggle={like.toggle} size="xs" disabled={reply.state === 'hidden' && !admin} />
          {!editing && (
            <PostActions
              targetType="reply"
              post={reply}
              size="xs"
              onEdit={() => setEditing(true)}
              onDeleted={() => readRepliesAgain(reply.threadId)}
              onReported={(hidden) => hidden && readRepliesAgain(reply.threadId)}
            />
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
