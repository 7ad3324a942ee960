import type { ImageProps } from '@chakra-ui/react/image';
import { fileUrl } from '@golf/shared/api/runtime-config';
import type { Announcement } from '@golf/contract/announcements';
import { ImageWithFallback } from '@golf/shared/components/ImageWithFallback';
import { COVER_PLACEHOLDER } from './cover-placeholder';

/** The announcement's image by file id; the placeholder when it has none or it fails to load. */
export function AnnouncementImage({ announcement, alt = '', ...rest }: { announcement: Announcement } & ImageProps) {
  return (
    <ImageWithFallback
      src={announcement.imageFileId ? fileUrl(announcement.imageFileId) : undefined}
      alt={alt}
      fallbackSrc={COVER_PLACEHOLDER}
      objectFit="cover"
      // The placeholder has no proportions of its own: where only the width is set, it takes a
      // photo's; a real picture keeps its own.
      aspectRatio="auto 16 / 9"
      w="full"
      bg="brand.50"
      {...rest}
    />
  );
}
