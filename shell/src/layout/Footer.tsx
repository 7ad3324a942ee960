import { Link as RouterLink } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { labelOf, type MenuEntry } from './menu';

// The shell's information pages, named as the menu names them (one text for each, in the composition).
const FOOTER_LINKS = ['/about-us', '/membership-benefit', '/golfcourses', '/contact-us'];

export function Footer({ menu }: { menu: MenuEntry[] }) {
  const { t, i18n } = useTranslation('frame');
  const { t: tCommon } = useTranslation('common');
  const links = FOOTER_LINKS.flatMap((href) => menu.filter((entry) => entry.href === href));
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
          {links.map((entry) => (
            <Link key={entry.href} asChild fontSize="sm" color="fg.muted" _hover={{ color: 'brand.700' }}>
              <RouterLink to={entry.href}>{labelOf(entry, i18n.language)}</RouterLink>
            </Link>
          ))}
          {/* The privacy notice is no menu entry; every page links it here (issue 40 point 1). */}
          <Link asChild fontSize="sm" color="fg.muted" _hover={{ color: 'brand.700' }}>
            <RouterLink to="/privacy">{t('footer.privacy')}</RouterLink>
          </Link>
        </Flex>
      </Flex>
      <Text maxW="7xl" mx="auto" mt="6" fontSize="xs" color="fg.muted">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Box>
  );
}
