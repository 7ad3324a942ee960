import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { canDeletePost, canEditPost, canReportPost, type ModerationTarget, type Reply, type Thread } from '@golf/contract/forum';
import { errorText } from '@golf/shared/api/client';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { deleteReply } from '../api/delete-reply';
import { deleteThread } from '../api/delete-thread';
import { ReportDialog } from './ReportDialog';

interface PostActionsProps {
  targetType: ModerationTarget;
  post: Thread | Reply;
  onEdit: () => void;
  /** After the post is gone (the page reads it again or leaves). */
  onDeleted: () => void;
  /** After a report; `hidden` when it hid the post. */
  onReported: (hidden: boolean) => void;
  size?: 'xs' | 'sm';
}

/**
 * Edit, Delete and Report under a post, each shown only to whom the server will allow it: the
 * author (editing within 24 hours), an admin, or another signed-in member (reporting, once).
 */
export function PostActions({ targetType, post, onEdit, onDeleted, onReported, size = 'sm' }: PostActionsProps) {
  const { t } = useTranslation('forum');
  const viewer = useAuthStore((state) => state.profile);
  const [dialog, setDialog] = useState<'delete' | 'report' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [reported, setReported] = useState(!!post.reported);

  const canEdit = canEditPost(post, viewer);
  const canDelete = canDeletePost(post, viewer);
  const canReport = canReportPost({ ...post, reported }, viewer);
  const ownPost = !!viewer && viewer._id === post.author._id;
  if (!canEdit && !canDelete && !canReport && !reported) return null;

  const remove = async () => {
    setDeleting(true);
    try {
      await (targetType === 'thread' ? deleteThread(post._id) : deleteReply(post._id));
      toastSuccess(targetType === 'thread' ? t('posts.threadDeleted') : t('posts.replyDeleted'));
      setDialog(null);
      onDeleted();
    } catch (error) {
      toastError(t('posts.deleteFailed'), errorText(error, t('posts.deleteFailed')));
    } finally {
      setDeleting(false);
    }
  };

  const deleteMessage = !ownPost ? t('posts.deleteAdminMessage') : targetType === 'thread' ? t('posts.deleteThreadMessage') : t('posts.deleteReplyMessage');
  return (
    <HStack gap="1" wrap="wrap">
      {canEdit && (
        <Button size={size} variant="ghost" onClick={onEdit}>
          {t('posts.edit')}
        </Button>
      )}
      {canDelete && (
        <Button size={size} variant="ghost" colorPalette="red" onClick={() => setDialog('delete')}>
          {t('posts.delete')}
        </Button>
      )}
      {(canReport || (reported && !ownPost)) && (
        <Button size={size} variant="ghost" color="fg.muted" disabled={reported} onClick={() => setDialog('report')}>
          {reported ? t('posts.reported') : t('posts.report')}
        </Button>
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={targetType === 'thread' ? t('posts.deleteThreadTitle') : t('posts.deleteReplyTitle')}
        message={deleteMessage}
        confirmLabel={t('posts.delete')}
        busyLabel={t('posts.deleting')}
        busy={deleting}
        onConfirm={() => void remove()}
        onClose={() => setDialog(null)}
      />
      <ReportDialog
        open={dialog === 'report'}
        targetType={targetType}
        targetId={post._id}
        onClose={() => setDialog(null)}
        onReported={(hidden) => {
          setReported(true);
          setDialog(null);
          onReported(hidden);
        }}
      />
    </HStack>
  );
}
