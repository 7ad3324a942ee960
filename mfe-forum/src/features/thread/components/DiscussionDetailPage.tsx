import { useEffect } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ApiError, errorText } from '@golf/shared/api/client';
import type { Thread } from '@golf/contract/forum';
import { selectIsAdmin, selectIsSignedIn, useAuthStore } from '@golf/shared/auth/auth-store';
import { LoadingState, NotFoundState } from '@golf/shared/components/StatePanels';
import { invalidateQueries, setQueryData } from '@golf/shared/hooks/use-query';
import { toastError } from '@golf/shared/theme/toaster';
import '../../../i18n/forum-catalogue';
import { BackToList } from '../../../components/BackToList';
import { discussionQuery, useDiscussion } from '../api/get-discussion';
import { useReplies } from '../api/get-replies';
import { likeThread } from '../api/like-thread';
import { useLike } from '../hooks/use-like';
import { ReplyForm } from './ReplyForm';
import { ReplyList } from './ReplyList';
import { SignInPrompt } from './SignInPrompt';
import { ThreadBody } from './ThreadBody';
import { ThreadSidebar } from './ThreadSidebar';

// A 401 is not a failure of the thread: the API client ended the session and the shell opens /login.
const isSessionEnd = (error: unknown) => error instanceof ApiError && error.httpStatus === 401;
const isNotFound = (error: unknown) => error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400);

/** /discussions/:discussionId: the thread, its replies and the reply form or sign-in prompt. */
export function DiscussionDetailPage() {
  const { t } = useTranslation('forum');
  const { discussionId = '' } = useParams();
  const navigate = useNavigate();
  const thread = useDiscussion(discussionId);
  const failed = !!thread.error && !isNotFound(thread.error) && !isSessionEnd(thread.error);

  // A thread that cannot be loaded (other than missing) sends the reader back to the list (spec 01 §4).
  useEffect(() => {
    if (!failed) return;
    const message = errorText(thread.error, t('detail.loadFailed'));
    // Out of React's commit: the toaster flushes synchronously, which React refuses inside effects.
    window.setTimeout(() => toastError(t('common:states.error'), message), 0);
    navigate('/discussions', { replace: true });
  }, [failed, navigate, t, thread.error]);

  if (thread.error && isNotFound(thread.error)) {
    return (
      <NotFoundState
        title={t('detail.notFound')}
        hint={t('detail.notFoundHint')}
        action={
          <Button asChild colorPalette="brand">
            <RouterLink to="/discussions">{t('detail.back')}</RouterLink>
          </Button>
        }
      />
    );
  }
  if (!thread.data || failed) return <LoadingState />;
  return <ThreadView key={thread.data._id} thread={thread.data} />;
}

/** After a change to a thread, the lists (counts, titles) read again when next shown. */
const readListsAgain = () => void invalidateQueries(['discussions', 'list']);

function ThreadView({ thread }: { thread: Thread }) {
  const { t } = useTranslation('forum');
  const navigate = useNavigate();
  const signedIn = useAuthStore(selectIsSignedIn);
  const admin = useAuthStore(selectIsAdmin);
  // A hidden thread (read only by its author and admins) takes no replies until it is restored.
  const closed = thread.state === 'deleted' || (thread.state === 'hidden' && !admin);
  const changed = (updated: Thread) => {
    setQueryData(discussionQuery(thread._id).queryKey, updated);
    readListsAgain();
  };
  // Gone for members (deleted, or hidden by this report): back to the list, which no longer has it.
  const left = () => {
    void invalidateQueries(['discussions', 'detail', thread._id]);
    readListsAgain();
    navigate('/discussions');
  };
  const replies = useReplies(thread._id);
  const like = useLike(thread, () => likeThread(thread._id));
  const replyCount = replies.data?.length ?? thread.comments;

  return (
    <Stack gap="4">
      <BackToList label={t('detail.back')} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 300px' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <ThreadBody
            thread={thread}
            replyCount={replyCount}
            like={like}
            onChanged={changed}
            onDeleted={left}
            onReported={(hidden) => (hidden ? left() : undefined)}
          />
          <Stack as="section" gap="3" aria-labelledby="replies-heading">
            <Heading as="h2" size="lg" id="replies-heading">
              {t('replies.title', { count: replyCount })}
            </Heading>
            <ReplyList replies={replies.data} loading={replies.loading} error={replies.error} onRetry={replies.refetch} />
            {closed ? (
              <Text color="fg.muted" textAlign="center" py="4" data-testid="thread-closed">
                {t('posts.closed')}
              </Text>
            ) : signedIn ? (
              <ReplyForm threadId={thread._id} />
            ) : (
              <SignInPrompt />
            )}
          </Stack>
        </Stack>
        <Box as="aside" position={{ lg: 'sticky' }} top="4">
          <ThreadSidebar thread={thread} likes={like.likes} replyCount={replyCount} />
        </Box>
      </Grid>
    </Stack>
  );
}
