import { Badge } from '@chakra-ui/react/badge';
import { HStack } from '@chakra-ui/react/stack';

/** An event's optional tag field is comma-separated (spec 02 §3): one chip per tag. */
export function splitTags(tag: string | null | undefined): string[] {
  return (tag ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** `onDark` for the hero banner, where the outline chips would disappear into the picture. */
export function EventTags({ tag, onDark = false }: { tag?: string | null; onDark?: boolean }) {
  const tags = splitTags(tag);
  if (!tags.length) return null;
  return (
    <HStack gap="1" wrap="wrap">
      {tags.map((item) => (
        <Badge
          key={item}
          variant={onDark ? 'solid' : 'outline'}
          colorPalette="gray"
          size={onDark ? 'md' : 'sm'}
          {...(onDark ? { bg: 'blackAlpha.500', color: 'white', borderWidth: '1px', borderColor: 'whiteAlpha.500' } : {})}
        >
          #{item}
        </Badge>
      ))}
    </HStack>
  );
}
