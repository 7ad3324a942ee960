import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '@golf/shared/components/ImageWithFallback';
import { selectIsAdmin, selectIsSignedIn, useAuthStore } from '@golf/shared/auth/auth-store';
import { toastInfo } from '@golf/shared/theme/toaster';
import { LanguageSwitcher } from './LanguageSwitcher';
import { isActive, visibleNavItems } from './nav-items';
import logoUrl from '../assets/logo.svg';

const LOGOUT = '__logout';

/** The top bar: logo home link, greeting, language switcher and the menu of spec 01 §2. */
export function NavBar() {
  const { t } = useTranslation('common');
  const { t: tShell } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = useAuthStore(selectIsSignedIn);
  const admin = useAuthStore(selectIsAdmin);
  const profile = useAuthStore((state) => state.profile);
  const items = visibleNavItems(signedIn, admin);
  const firstName = profile?.fullName?.trim().split(/\s+/)[0];

  const onSelect = (value: string) => {
    if (value === LOGOUT) {
      useAuthStore.getState().signOut();
      toastInfo(tShell('nav.signedOut'));
      navigate('/login');
    } else navigate(value);
  };

  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky" shadow="xs">
      <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} h="16" align="center" justify="space-between" gap="3">
        <RouterLink to="/announcements" aria-label={t('appName')}>
          <Flex align="center" gap="2">
            <ImageWithFallback src={logoUrl} alt={tShell('nav.logoAlt')} boxSize="9" loading="eager" data-testid="logo" />
            <Text fontWeight="bold" color="brand.700" hideBelow="sm" whiteSpace="nowrap">
              {t('appName')}
            </Text>
          </Flex>
        </RouterLink>
        <Flex align="center" gap={{ base: '2', md: '3' }}>
          {signedIn && firstName && (
            <Text fontSize="sm" color="fg.muted" hideBelow="md" data-testid="welcome">
              {t('nav.welcome', { name: firstName })}
            </Text>
          )}
          {!signedIn && (
            <Button asChild size="sm" colorPalette="brand" hideBelow="md">
              <RouterLink to="/signup">{t('nav.signUp')}</RouterLink>
            </Button>
          )}
          <LanguageSwitcher />
          <Menu.Root onSelect={({ value }) => onSelect(value)} positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <Button size="sm" variant="outline" aria-label={t('nav.menu')} data-testid="nav-menu">
                <MenuIcon />
                <Box as="span" hideBelow="sm">
                  {t('nav.menu')}
                </Box>
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="56" data-testid="nav-menu-content">
                  {items.map((item) => {
                    const active = isActive(item.href, pathname);
                    return (
                      <Menu.Item
                        key={item.href}
                        value={item.href}
                        aria-current={active ? 'page' : undefined}
                        fontWeight={active ? 'semibold' : undefined}
                        color={active ? 'brand.700' : undefined}
                        bg={active ? 'brand.50' : undefined}
                      >
                        {t(`nav.${item.label}`)}
                      </Menu.Item>
                    );
                  })}
                  <Menu.Separator />
                  {signedIn ? (
                    <Menu.Item value={LOGOUT} color="red.600">
                      {t('nav.logout')}
                    </Menu.Item>
                  ) : (
                    <Menu.Item value="/login" fontWeight="semibold" color="brand.700">
                      {t('nav.signIn')}
                    </Menu.Item>
                  )}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </Flex>
      </Flex>
    </Box>
  );
}

function MenuIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
