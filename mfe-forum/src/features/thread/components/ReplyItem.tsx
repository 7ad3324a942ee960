import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Reply } from '@golf/contract/forum';
import { AuthorLine } from '../../../components/AuthorLine';
import { likeReply } from '../api/like-reply';
import { useLike } from '../hooks/use-like';
import { AttachmentGallery } from './AttachmentGallery';
import { LikeButton } from './LikeButton';

export function ReplyItem({ reply }: { reply: Reply }) {
  const like = useLike(reply, () => likeReply(reply._id));
  return (
    <Box as="article" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} data-testid="reply">
      <Stack gap="3">
        <AuthorLine author={reply.author} createdAt={reply.createdAt} size="sm" />
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {reply.content}
        </Text>
        <AttachmentGallery attachments={reply.attachments ?? []} compact />
        <HStack>
          <LikeButton liked={like.liked} likes={like.likes} onToggle={like.toggle} size="xs" />
        </HStack>
      </Stack>
    </Box>
  );
}
