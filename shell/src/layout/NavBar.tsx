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
import { LanguageSwitcher } from './LanguageSwitcher';
import { visibleNavItems } from './nav-items';
import logoUrl from '../assets/logo.svg';

export function NavBar() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = useAuthStore(selectIsSignedIn);
  const admin = useAuthStore(selectIsAdmin);
  const profile = useAuthStore((state) => state.profile);
  const signOut = useAuthStore((state) => state.signOut);
  const items = visibleNavItems(signedIn, admin);
  const firstName = profile?.fullName?.split(/\s+/)[0];

  const onSelect = (value: string) => {
    if (value === '__logout') {
      signOut();
      navigate('/login');
    } else navigate(value);
  };

  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky" shadow="xs">
      <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} h="16" align="center" justify="space-between" gap="3">
        <RouterLink to="/announcements" aria-label={t('appName')}>
          <Flex align="center" gap="2">
            <ImageWithFallback src={logoUrl} alt={t('appName')} boxSize="9" loading="eager" />
            <Text fontWeight="bold" color="brand.700" hideBelow="sm">
              {t('appName')}
            </Text>
          </Flex>
        </RouterLink>
        <Flex align="center" gap={{ base: '2', md: '4' }}>
          {signedIn && firstName && (
            <Text fontSize="sm" color="fg.muted" hideBelow="md" data-testid="welcome">
              {t('nav.welcome', { name: firstName })}
            </Text>
          )}
          <LanguageSwitcher />
          <Menu.Root onSelect={({ value }) => onSelect(value)}>
            <Menu.Trigger asChild>
              <Button size="sm" variant="outline" aria-label={t('nav.menu')} data-testid="nav-menu">
                ☰ <Box as="span" hideBelow="sm">{t('nav.menu')}</Box>
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="56" data-testid="nav-menu-content">
                  {items.map((item) => (
                    <Menu.Item
                      key={item.href}
                      value={item.href}
                      fontWeight={pathname.startsWith(item.href) ? 'semibold' : undefined}
                      color={pathname.startsWith(item.href) ? 'brand.700' : undefined}
                    >
                      {t(`nav.${item.label}`)}
                    </Menu.Item>
                  ))}
                  <Menu.Separator />
                  {signedIn ? (
                    <Menu.Item value="__logout" color="red.600">
                      {t('nav.logout')}
                    </Menu.Item>
                  ) : (
                    <Menu.Item value="/login">{t('nav.signIn')}</Menu.Item>
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
