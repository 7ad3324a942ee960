import { useRef } from 'react';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '@golf/shared/api/runtime-config';
import { ImageWithFallback } from '@golf/shared/components/ImageWithFallback';

interface ImagePreviewDialogProps {
  attachments: string[];
  /** The image shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** One attachment at full size, with previous and next when there are several. */
export function ImagePreviewDialog({ attachments, index, onIndexChange }: ImagePreviewDialogProps) {
  const { t } = useTranslation('forum');
  const common = useTranslation('common').t;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const open = index !== null && index < attachments.length;
  const many = attachments.length > 1;
  const last = attachments.length - 1;
  // No wrapping round: at the first or last image its button is disabled, so the reader knows
  // where the set ends. The button pressed may just have become disabled, and a disabled button
  // drops focus to the page: focus moves to the other one.
  const go = (target: number) => {
    onIndexChange(target);
    if (target === 0) nextRef.current?.focus();
    else if (target === last) previousRef.current?.focus();
  };
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(details) => !details.open && onIndexChange(null)} size="xl" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg" mx="3">
            <Dialog.Header>
              <Dialog.Title>
                {t('detail.preview')}
                {many && open && (
                  <Text as="span" color="fg.muted" fontWeight="normal" ms="2" fontSize="sm" data-testid="preview-position">
                    {t('detail.imageOf', { index: index + 1, total: attachments.length })}
                  </Text>
                )}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" justifyContent="center">
              {open && (
                <ImageWithFallback
                  src={fileUrl(attachments[index])}
                  alt={t('thread.attachment', { index: index + 1 })}
                  maxH="75vh"
                  maxW="full"
                  objectFit="contain"
                  loading="eager"
                />
              )}
            </Dialog.Body>
            {many && open && (
              <Dialog.Footer>
                <HStack justify="space-between" w="full">
                  <Button ref={previousRef} variant="outline" size="sm" disabled={index === 0} onClick={() => go(index - 1)}>
                    {t('detail.previousImage')}
                  </Button>
                  <Button ref={nextRef} variant="outline" size="sm" disabled={index === last} onClick={() => go(index + 1)}>
                    {t('detail.nextImage')}
                  </Button>
                </HStack>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={common('states.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
