import type { ReactNode } from 'react';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/** A section's title with a short line under it, and an optional element on the right. */
export function SectionHeading({ id, title, subtitle, aside }: { id?: string; title: string; subtitle?: string; aside?: ReactNode }) {
  return (
    <HStack justify="space-between" align="end" gap="3">
      <Stack gap="0.5">
        <Heading as="h2" id={id} size={{ base: 'lg', md: 'xl' }}>
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" fontSize="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {aside}
    </HStack>
  );
}
