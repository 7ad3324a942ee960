import { Box, type BoxProps } from '@chakra-ui/react/box';
import { liveUpdateColor, swatchOf } from '@golf/shared/utils/live-update-colors';

/** The live update's colour as a dot; a colour outside the nine is drawn gray. */
export function ColorDot({ color, ...rest }: { color: string | null | undefined } & BoxProps) {
  return (
    <Box
      as="span"
      display="inline-block"
      boxSize="2.5"
      borderRadius="full"
      flexShrink={0}
      bg={swatchOf(color)}
      boxShadow="0 0 0 3px var(--chakra-colors-white), 0 0 0 4px var(--chakra-colors-gray-200)"
      data-color={liveUpdateColor(color)}
      aria-hidden
      {...rest}
    />
  );
}
