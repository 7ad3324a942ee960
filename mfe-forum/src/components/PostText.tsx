import { Link } from '@chakra-ui/react/link';
import { Text, type TextProps } from '@chakra-ui/react/text';
import { splitPostLinks } from '../utils/post-links';

/**
 * A post's words as the author typed them: line breaks kept, http(s) addresses clickable (opening
 * in a new tab, marked as user content for search engines), and never any HTML.
 */
export function PostText({ text, ...props }: { text: string } & TextProps) {
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" {...props}>
      {splitPostLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <Link key={index} href={part.href} target="_blank" rel="nofollow ugc noopener" color="brand.fg" textDecoration="underline" wordBreak="break-all">
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
