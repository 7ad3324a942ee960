import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

/** The landing page's title band. */
export function HubHeader() {
  const { t } = useTranslation('announcements');
  return (
    <Box
      position="relative"
      overflow="hidden"
      borderRadius="2xl"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientTo="brand.500"
      color="white"
      px={{ base: '5', md: '10' }}
      py={{ base: '6', md: '10' }}
    >
      <Stack gap="2" position="relative" zIndex="1" maxW="2xl">
        <Text fontSize="sm" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="brand.100">
          {t('page.eyebrow')}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="short">
          {t('page.title')}
        </Heading>
        <Text fontSize={{ base: 'sm', md: 'lg' }} color="whiteAlpha.900">
          {t('page.subtitle')}
        </Text>
      </Stack>
      {/* A green, a flag and a ball, drawn faintly behind the text. */}
      <Box position="absolute" right={{ base: '-10', md: '6' }} bottom="-6" w={{ base: '160px', md: '260px' }} opacity={0.18} aria-hidden>
        <svg viewBox="0 0 200 160" width="100%">
          <ellipse cx="110" cy="140" rx="90" ry="22" fill="white" />
          <path d="M110 140V20" stroke="white" strokeWidth="5" strokeLinecap="round" />
          <path d="M112 22h58l-14 20 14 20h-58z" fill="white" />
          <circle cx="48" cy="128" r="10" fill="white" />
        </svg>
      </Box>
    </Box>
  );
}
