import type { ImageProps } from '@chakra-ui/react/image';
import { ImageWithFallback } from '@golf/shared/components/ImageWithFallback';
import { fileUrl } from '@golf/shared/api/runtime-config';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { EVENT_IMAGE_FALLBACK, typeLook } from '../utils/event-types';

/** The event's own image, else its type's illustration; the site logo if either fails to load. */
export function EventImage({ event, ...rest }: { event: Pick<GolfEvent, 'imageFileId' | 'type'> } & ImageProps) {
  const src = event.imageFileId ? fileUrl(event.imageFileId) : typeLook(event.type).image;
  return <ImageWithFallback src={src} fallbackSrc={EVENT_IMAGE_FALLBACK} alt="" objectFit="cover" {...rest} />;
}
