import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/** An icon, a title and a sentence: the value and contact blocks of the info pages. */
export function FeatureBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack bg="white" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '6' }} gap="3" h="full" shadow="xs">
      <Box
        boxSize="11"
        borderRadius="lg"
        bg="brand.50"
        color="brand.700"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontSize="xl"
      >
        {icon}
      </Box>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Text color="fg.muted">{children}</Text>
    </Stack>
  );
}
