import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';

/** A page's h1 and the line under it, alike on every page of the remotes that use it (membership, golf). */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Box>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {subtitle && (
        <Text color="fg.muted" mt="1">
          {subtitle}
        </Text>
      )}
    </Box>
  );
}
