import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { chakra } from '@chakra-ui/react/styled-system';
import { useTranslation } from 'react-i18next';
import { isActive, labelOf, type MenuEntry } from './menu';

interface NavMenuProps {
  items: MenuEntry[];
  signedIn: boolean;
  onSignOut: () => void;
}

const entryStyle = {
  display: 'block',
  w: 'full',
  textAlign: 'start',
  px: '4',
  py: '2.5',
  fontSize: 'sm',
  borderRadius: 'sm',
  _hover: { bg: 'gray.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
} as const;

/**
 * The site menu as a disclosure of links (the WAI-ARIA pattern for site navigation): a button
 * that shows or hides a list. It replaces Ark's Menu, whose positioning and dismiss machinery
 * cost about 20 KB gzipped on every first visit. Closes on choosing, Escape or a click outside.
 */
export function NavMenu({ items, signedIn, onSignOut }: NavMenuProps) {
  const { t, i18n } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Arrow keys move between entries, as people expect from a dropdown; Tab works as well.
  const onPanelKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const entries = [...event.currentTarget.querySelectorAll<HTMLElement>('a, button')];
    const current = entries.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? Math.min(current + 1, entries.length - 1) : Math.max(current - 1, 0);
    entries[next]?.focus();
    event.preventDefault();
  };

  const close = () => setOpen(false);

  return (
    <Box ref={root} position={{ base: 'static', sm: 'relative' }}>
      <Button
        ref={button}
        size="sm"
        variant="outline"
        aria-label={t('nav.menu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && open) {
            event.preventDefault();
            document.getElementById(panelId)?.querySelector<HTMLElement>('a, button')?.focus();
          }
        }}
        data-testid="nav-menu"
      >
        <MenuIcon />
        <Box as="span" hideBelow="sm">
          {t('nav.menu')}
        </Box>
      </Button>
      <Box
        as="nav"
        id={panelId}
        aria-label={t('nav.menu')}
        hidden={!open}
        position="absolute"
        top={{ base: '16', sm: 'calc(100% + 8px)' }}
        left={{ base: '0', sm: 'auto' }}
        right="0"
        minW={{ sm: '60' }}
        maxH={{ base: 'calc(100dvh - 4rem)', sm: '75vh' }}
        overflowY="auto"
        bg="white"
        borderWidth="1px"
        borderRadius={{ base: '0', sm: 'lg' }}
        shadow="lg"
        p="1.5"
        zIndex="dropdown"
        onKeyDown={onPanelKeyDown}
        data-testid="nav-menu-content"
      >
        <chakra.ul listStyleType="none" m="0" p="0">
          {items.map((item) => {
            const active = isActive(item, pathname);
            return (
              <li key={item.href}>
                <chakra.a
                  asChild
                  {...entryStyle}
                  fontWeight={active ? 'semibold' : 'normal'}
                  color={active ? 'brand.700' : 'fg'}
                  bg={active ? 'brand.50' : undefined}
                >
                  <RouterLink to={item.href} aria-current={active ? 'page' : undefined} onClick={close}>
                    {labelOf(item, i18n.language)}
                  </RouterLink>
                </chakra.a>
              </li>
            );
          })}
        </chakra.ul>
        <Box as="hr" my="1.5" borderColor="border" />
        {signedIn ? (
          <chakra.button type="button" {...entryStyle} color="red.600" cursor="pointer" onClick={onSignOut}>
            {t('nav.logout')}
          </chakra.button>
        ) : (
          <chakra.a asChild {...entryStyle} fontWeight="semibold" color="brand.700">
            <RouterLink to="/login" onClick={close}>
              {t('nav.signIn')}
            </RouterLink>
          </chakra.a>
        )}
      </Box>
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
