import { Link as RouterLink } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

const FOOTER_LINKS = [
  { label: 'aboutUs', href: '/about-us' },
  { label: 'membershipBenefit', href: '/membership-benefit' },
  { label: 'golfCourses', href: '/golfcourses' },
  { label: 'contactUs', href: '/contact-us' },
];

export function Footer() {
  const { t } = useTranslation('frame');
  const { t: tCommon } = useTranslation('common');
  return (
    <Box as="footer" borderTopWidth="1px" bg="white" py="8" px={{ base: '4', md: '6' }}>
      <Flex maxW="7xl" mx="auto" direction={{ base: 'column', md: 'row' }} justify="space-between" gap="6">
        <Stack gap="1">
          <Text fontWeight="bold" color="brand.700">
            {tCommon('appName')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('footer.tagline')}
          </Text>
        </Stack>
        <Flex as="nav" aria-label={t('footer.explore')} gap={{ base: '3', md: '6' }} wrap="wrap" align="center">
          {FOOTER_LINKS.map(({ label, href }) => (
            <Link key={href} asChild fontSize="sm" color="fg.muted" _hover={{ color: 'brand.700' }}>
              <RouterLink to={href}>{tCommon(`nav.${label}`)}</RouterLink>
            </Link>
          ))}
        </Flex>
      </Flex>
      <Text maxW="7xl" mx="auto" mt="6" fontSize="xs" color="fg.muted">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Box>
  );
}
