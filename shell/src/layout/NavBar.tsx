import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '@golf/shared/components/ImageWithFallback';
import { selectIsAdmin, selectIsSignedIn, useAuthStore } from '@golf/shared/auth/auth-store';
import { signOut } from '@golf/shared/auth/sign-out';
import { toastInfo } from '@golf/shared/theme/toaster';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavLinks } from './NavLinks';
import { NavMenu } from './NavMenu';
import { visibleEntries, type MenuEntry } from './menu';
import logoUrl from '../assets/logo.svg';

/**
 * The top bar: logo home link, the menu's entries that fit (NavLinks), greeting, language switcher
 * and the menu of spec 01 §2 with the entries that do not fit.
 */
export function NavBar({ menu }: { menu: MenuEntry[] }) {
  const { t } = useTranslation('common');
  const { t: tFrame } = useTranslation('frame');
  const navigate = useNavigate();
  const signedIn = useAuthStore(selectIsSignedIn);
  // Not while a kept session is still being checked: a signed-in member would see it flash.
  const signedOut = useAuthStore((state) => state.status === 'signedOut');
  const admin = useAuthStore(selectIsAdmin);
  const profile = useAuthStore((state) => state.profile);
  const items = useMemo(() => visibleEntries(menu, signedIn, admin), [menu, signedIn, admin]);
  // How many entries the bar shows itself; the menu holds the rest (all of them on a phone).
  const [inBar, setInBar] = useState(0);
  const firstName = profile?.fullName?.trim().split(/\s+/)[0];

  const onSignOut = () => {
    // The store forgets the session at once (see signOut); the server's answer is not awaited.
    void signOut();
    toastInfo(tFrame('nav.signedOut'));
    navigate('/login');
  };

  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky" shadow="xs">
      <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} h="16" align="center" justify="space-between" gap="3">
        <RouterLink to="/announcements" aria-label={t('appName')}>
          <Flex align="center" gap="2">
            <ImageWithFallback src={logoUrl} alt={tFrame('nav.logoAlt')} boxSize="9" loading="eager" data-testid="logo" />
            <Text fontWeight="bold" color="brand.700" hideBelow="sm" whiteSpace="nowrap">
              {t('appName')}
            </Text>
          </Flex>
        </RouterLink>
        <NavLinks items={items} onFit={setInBar} />
        <Flex align="center" gap={{ base: '2', md: '3' }} flexShrink={0}>
          {signedIn && firstName && (
            <Text fontSize="sm" color="fg.muted" hideBelow="md" data-testid="welcome">
              {t('nav.welcome', { name: firstName })}
            </Text>
          )}
          {signedOut && (
            <Button asChild size="sm" colorPalette="brand" hideBelow="md">
              <RouterLink to="/signup">{t('nav.signUp')}</RouterLink>
            </Button>
          )}
          <LanguageSwitcher />
          <NavMenu items={items.slice(inBar)} signedIn={signedIn} onSignOut={onSignOut} />
        </Flex>
      </Flex>
    </Box>
  );
}
