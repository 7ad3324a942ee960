import { Box } from '@chakra-ui/react/box';
import { CloseButton } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { Progress } from '@chakra-ui/react/progress';
import { progressSlotRecipe } from '@golf/shared/theme/recipes/progress';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from '../hooks/use-image-uploads';

/** Previews of the images attached to a post, each with its upload progress and a remove button. */
export function ImageUploadList({ items, onRemove }: { items: UploadItem[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation('forum');
  if (!items.length) return null;
  return (
    <SimpleGrid as="ul" columns={{ base: 3, sm: 5 }} gap="2" listStyleType="none" aria-label={t('create.images')}>
      {items.map((item) => (
        <Box as="li" key={item.key} position="relative" borderRadius="md" overflow="hidden" borderWidth="1px" bg="bg.muted">
          <Image src={item.previewUrl} alt={item.file.name} aspectRatio="1" objectFit="cover" w="full" />
          <CloseButton
            size="2xs"
            variant="solid"
            position="absolute"
            top="1"
            right="1"
            aria-label={t('uploads.remove', { name: item.file.name })}
            onClick={() => onRemove(item.key)}
          />
          {!item.fileId && (
            <Progress.Root recipe={progressSlotRecipe}
              value={item.progress}
              size="xs"
              colorPalette="brand"
              position="absolute"
              bottom="0"
              left="0"
              right="0"
            >
              {/* The track carries the progressbar role, so it carries the name too. */}
              <Progress.Track borderRadius="0" aria-label={t('uploads.uploading', { name: item.file.name })}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
