import { useEffect, useState } from 'react';
import { Image, type ImageProps } from '@chakra-ui/react/image';
import { PLACEHOLDER_IMAGE } from '@golf/shared/components/placeholder-image';

/** An image that shows the placeholder when it has no source or fails to load. */
export function ImageWithFallback({ src, fallbackSrc = PLACEHOLDER_IMAGE, alt, ...rest }: ImageProps & { fallbackSrc?: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  return (
    <Image
      src={!src || failed ? fallbackSrc : src}
      alt={alt}
      onError={() => setFailed(true)}
      data-fallback={!src || failed ? 'true' : undefined}
      loading="lazy"
      {...rest}
    />
  );
}
