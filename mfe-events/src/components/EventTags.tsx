import { Badge } from '@chakra-ui/react/badge';
import { HStack } from '@chakra-ui/react/stack';

/** An event's optional tag field is comma-separated (spec 02 §3): one chip per tag. */
export function splitTags(tag: string | null | undefined): string[] {
  return (tag ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function EventTags({ tag }: { tag?: string | null }) {
  const tags = splitTags(tag);
  if (!tags.length) return null;
  return (
    <HStack gap="1" wrap="wrap">
      {tags.map((item) => (
        <Badge key={item} variant="outline" colorPalette="gray" size="sm">
          #{item}
        </Badge>
      ))}
    </HStack>
  );
}
