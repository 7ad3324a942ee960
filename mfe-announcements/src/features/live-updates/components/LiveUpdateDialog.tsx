import { Badge } from '@chakra-ui/react/badge';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { SkeletonText } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { ErrorState } from '@golf/shared/components/StatePanels';
import { formatDateAndTime, relativeTime } from '@golf/shared/utils/relative-time';
import { LanguageMarker, useContentLang } from '@golf/shared/components/LanguageMarker';
import { useTranslation } from 'react-i18next';
import { useLiveUpdate } from '../api/get-live-update';
import { ColorDot } from './ColorDot';

interface LiveUpdateDialogProps {
  /** The entry clicked in the sidebar (null: closed). */
  entry: LiveUpdate | null;
  /** The built-in sample has nothing to fetch. */
  sample?: boolean;
  onClose: () => void;
}

/** The info dialog of a live update: its colour, title, times and full content. */
export function LiveUpdateDialog({ entry, sample = false, onClose }: LiveUpdateDialogProps) {
  const { t } = useTranslation('announcements');
  const titleLang = useContentLang(entry?.titleLang);
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={!!entry} onOpenChange={(details) => !details.open && onClose()} placement="center" size="md" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid="live-update-dialog">
            {entry && (
              <>
                <Dialog.Header>
                  <Stack gap="2">
                    <HStack gap="2">
                      <ColorDot color={entry.color} />
                      {/* The dot is the admin's colour; its name ("Green") would mean nothing to a reader. */}
                      <Text fontSize="xs" color="fg.muted" fontWeight="medium">
                        {t('live.kind')}
                      </Text>
                      {sample && <Badge size="sm">{t('live.sampleBadge')}</Badge>}
                      <LanguageMarker of={[entry.titleLang, entry.contentLang]} />
                    </HStack>
                    <Dialog.Title fontSize="xl" {...titleLang}>
                      {entry.title}
                    </Dialog.Title>
                  </Stack>
                </Dialog.Header>
                <Dialog.Body>
                  {sample ? <Content liveUpdate={entry} showTimes={false} /> : <FetchedContent entry={entry} />}
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{t('common:states.close')}</Button>
                  </Dialog.ActionTrigger>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('common:states.close')} />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** GET /…/liveupdate/get/{id}; read again when the stream says the entry was edited. */
function FetchedContent({ entry }: { entry: LiveUpdate }) {
  const { t } = useTranslation('announcements');
  const detail = useLiveUpdate(entry._id, entry.updatedAt);
  if (detail.error) return <ErrorState message={t('errors.liveDetail')} onRetry={() => void detail.refetch()} />;
  if (!detail.data) {
    return (
      <Stack role="status" aria-label={t('common:states.loading')}>
        <SkeletonText noOfLines={4} />
      </Stack>
    );
  }
  return <Content liveUpdate={detail.data} showTimes />;
}

function Content({ liveUpdate, showTimes }: { liveUpdate: LiveUpdate; showTimes: boolean }) {
  const { t } = useTranslation('announcements');
  const edited = liveUpdate.updatedAt && Date.parse(liveUpdate.updatedAt) - Date.parse(liveUpdate.createdAt) > 60_000;
  const contentLang = useContentLang(liveUpdate.contentLang);
  return (
    <Stack gap="4">
      {/* Text, never HTML: line breaks are kept by white-space, and markup shows as typed. */}
      <Text whiteSpace="pre-wrap" lineHeight="tall" data-testid="live-update-content" {...contentLang}>
        {liveUpdate.content || liveUpdate.preview}
      </Text>
      {showTimes && (
        <Stack gap="0.5" fontSize="sm" color="fg.muted">
          <Text title={formatDateAndTime(liveUpdate.createdAt)}>
            {t('live.posted', { time: relativeTime(liveUpdate.createdAt, t) })}
          </Text>
          {edited && (
            <Text title={formatDateAndTime(liveUpdate.updatedAt!)}>
              {t('live.edited', { time: relativeTime(liveUpdate.updatedAt!, t) })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
