import { Suspense, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '@golf/shared/api/runtime-config';
import { ImageWithFallback } from '@golf/shared/components/ImageWithFallback';
import { lazyWithPreload } from '@golf/shared/utils/lazy-with-preload';

// The preview dialog (and Chakra's dialog machinery) loads when a picture is pointed at or
// focused, so it is usually there by the click; a thread is read far more often than zoomed.
const ImagePreviewDialog = lazyWithPreload(() => import('./ImagePreviewDialog').then((module) => module.ImagePreviewDialog));

/** A thread's or reply's images; clicking one opens it full size (spec 01 "Thread detail"). */
export function AttachmentGallery({ attachments, compact = false }: { attachments: string[]; compact?: boolean }) {
  const { t } = useTranslation('forum');
  const [open, setOpen] = useState<number | null>(null);
  // Stays mounted after the first open, so closing can animate.
  const [dialogWanted, setDialogWanted] = useState(false);
  const show = (index: number) => {
    setDialogWanted(true);
    setOpen(index);
  };
  if (!attachments.length) return null;
  return (
    <>
      <SimpleGrid columns={compact ? { base: 3, sm: 5 } : { base: 2, sm: 3 }} gap="2" maxW={compact ? 'md' : undefined}>
        {attachments.map((fileId, index) => (
          <Box
            asChild
            key={`${fileId}-${index}`}
            borderRadius="md"
            overflow="hidden"
            bg="bg.muted"
            cursor="zoom-in"
            aspectRatio={compact ? '1' : '4/3'}
            _hover={{ opacity: 0.9 }}
            focusRing="outside"
          >
            <button
              type="button"
              onClick={() => show(index)}
              onPointerEnter={ImagePreviewDialog.preload}
              onFocus={ImagePreviewDialog.preload}
              aria-label={t('thread.openAttachment', { index: index + 1 })}
            >
              <ImageWithFallback src={fileUrl(fileId)} alt="" w="full" h="full" objectFit="cover" />
            </button>
          </Box>
        ))}
      </SimpleGrid>
      {dialogWanted && (
        <Suspense fallback={null}>
          <ImagePreviewDialog attachments={attachments} index={open} onIndexChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
