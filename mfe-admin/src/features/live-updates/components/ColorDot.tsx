import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { isKnownColor, swatchOf } from '../utils/live-updates';

export function ColorDot({ color, size = '3' }: { color: string; size?: string }) {
  return <Box as="span" display="inline-block" boxSize={size} rounded="full" bg={swatchOf(color)} flexShrink={0} aria-hidden />;
}

/** A dot and the colour's name; an unknown colour shows its own name beside a gray dot. */
export function ColorLabel({ color }: { color: string }) {
  const { t } = useTranslation('admin');
  return (
    <HStack gap="2">
      <ColorDot color={color} />
      <Text as="span">{isKnownColor(color) ? t(`colors.${color}`) : color}</Text>
    </HStack>
  );
}
