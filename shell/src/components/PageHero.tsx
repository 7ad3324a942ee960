import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The green banner that opens each information page. */
export function PageHero({ eyebrow, title, subtitle, children }: PageHeroProps) {
  return (
    <Box
      as="section"
      borderRadius={{ base: 'xl', md: '2xl' }}
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="brand.500"
      color="white"
      px={{ base: '5', md: '12' }}
      py={{ base: '8', md: '14' }}
      position="relative"
      overflow="hidden"
    >
      {/* A faint green-and-flag motif; decoration only. */}
      <Box
        aria-hidden
        position="absolute"
        right="-12"
        bottom="-16"
        boxSize={{ base: '40', md: '64' }}
        borderRadius="full"
        bg="whiteAlpha.100"
      />
      <Stack gap="3" maxW="3xl" position="relative">
        {eyebrow && (
          <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" fontWeight="semibold" color="brand.100">
            {eyebrow}
          </Text>
        )}
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter">
          {title}
        </Heading>
        {subtitle && (
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
            {subtitle}
          </Text>
        )}
        {children}
      </Stack>
    </Box>
  );
}
