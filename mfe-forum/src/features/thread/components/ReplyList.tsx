import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Reply } from '@golf/contract/forum';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { ReplyItem } from './ReplyItem';

interface ReplyListProps {
  replies: Reply[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The replies, oldest first, or their loading, error and empty states. */
export function ReplyList({ replies, loading, error, onRetry }: ReplyListProps) {
  const { t } = useTranslation('forum');
  // After posting, the replies load again with the old ones kept on screen: no flash of a spinner.
  if (loading && !replies) return <LoadingState />;
  if (error) return <ErrorState message={t('replies.loadFailed')} onRetry={onRetry} />;
  if (!replies?.length) {
    return (
      <Text color="fg.muted" textAlign="center" py="6" bg="bg" borderWidth="1px" borderRadius="lg" borderStyle="dashed">
        {t('replies.empty')}
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-busy={loading}>
      {replies.map((reply) => (
        <li key={reply._id}>
          <ReplyItem reply={reply} />
        </li>
      ))}
    </Stack>
  );
}
