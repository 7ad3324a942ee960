import { useId } from 'react';
import { Box } from '@chakra-ui/react/box';
import type { ImageProps } from '@chakra-ui/react/image';
import { fileUrl } from '@golf/shared/api/runtime-config';
import type { Announcement } from '@golf/contract/announcements';
import { ImageWithFallback } from '@golf/shared/components/ImageWithFallback';
import { COVER_PLACEHOLDER, coverPlaceholderSvg } from './cover-placeholder';

// The placeholder has no proportions of its own: where only the width is set, it takes a photo's;
// a real picture keeps its own.
const FRAME = { aspectRatio: 'auto 16 / 9', w: 'full', bg: 'brand.50' } as const;

/**
 * The announcement's image by file id. Without one, the placeholder drawing inline (decoration,
 * hidden from assistive technology, in the first paint); an image that fails to load shows the
 * same drawing as its fallback.
 */
export function AnnouncementImage({ announcement, alt = '', ...rest }: { announcement: Announcement } & ImageProps) {
  const skyId = useId();
  if (!announcement.imageFileId) {
    const { loading: _loading, objectFit: _objectFit, ...frame } = rest;
    return (
      <Box
        data-fallback="true"
        aria-hidden="true"
        overflow="hidden"
        {...FRAME}
        {...frame}
        // A constant drawing of this module, never data from the server.
        dangerouslySetInnerHTML={{ __html: coverPlaceholderSvg(`cover-sky-${skyId.replace(/:/g, '')}`) }}
      />
    );
  }
  return <ImageWithFallback src={fileUrl(announcement.imageFileId)} alt={alt} fallbackSrc={COVER_PLACEHOLDER} objectFit="cover" {...FRAME} {...rest} />;
}
