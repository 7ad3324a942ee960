import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '@golf/shared/api/runtime-config';
import { ImageWithFallback } from '@golf/shared/components/ImageWithFallback';

const MAX_THUMBNAILS = 4;

/** Up to 4 thumbnails of a thread's images; the last one carries '+N' for the rest (spec 01 §9). */
export function AttachmentThumbnails({ attachments }: { attachments: string[] }) {
  const { t } = useTranslation('forum');
  if (!attachments.length) return null;
  const shown = attachments.slice(0, MAX_THUMBNAILS);
  const more = attachments.length - shown.length;
  return (
    <HStack gap="2" wrap="wrap">
      {shown.map((fileId, index) => {
        const last = index === shown.length - 1;
        return (
          <Box key={`${fileId}-${index}`} position="relative" boxSize={{ base: '16', md: '20' }} borderRadius="md" overflow="hidden" bg="bg.muted">
            <ImageWithFallback src={fileUrl(fileId)} alt={t('thread.attachment', { index: index + 1 })} w="full" h="full" objectFit="cover" />
            {last && more > 0 && (
              <Box position="absolute" inset="0" bg="blackAlpha.600" display="flex" alignItems="center" justifyContent="center">
                <Text color="white" fontWeight="bold" fontSize="lg" aria-label={t('thread.moreImagesLabel', { count: more })}>
                  {t('thread.moreImages', { count: more })}
                </Text>
              </Box>
            )}
          </Box>
        );
      })}
    </HStack>
  );
}
