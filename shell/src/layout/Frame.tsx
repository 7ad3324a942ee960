import { useRef } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Outlet } from 'react-router-dom';
import { NavBar } from './NavBar';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';
import { SessionEndRedirect } from './SessionEndRedirect';
import { SkipLink } from './SkipLink';
import { usePageHeading } from './use-page-heading';
import { UrgentLiveUpdatesAfterPaint } from '../features/urgent-live-updates/components/UrgentLiveUpdatesAfterPaint';
import { AccountBanner } from '../features/auth/components/AccountBanner';
import type { MenuEntry } from './menu';

// The nav bar's height is the theme's --golf-nav-bar-height. The main area fills the rest of the screen
// at least, so the footer starts below the fold: a page whose section is still loading would
// otherwise show the footer in view and push it down when the content arrives (a layout shift
// Lighthouse counted at 0.24 on the landing page).
const BELOW_NAV = 'calc(100dvh - var(--golf-nav-bar-height))';

export function Frame({ menu }: { menu: MenuEntry[] }) {
  const main = useRef<HTMLElement>(null);
  usePageHeading(main);
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <SkipLink main={main} />
      <ScrollToTop />
      <SessionEndRedirect />
      <NavBar menu={menu} />
      <UrgentLiveUpdatesAfterPaint />
      <AccountBanner />
      <Box as="main" ref={main} id="main-content" tabIndex={-1} outline="none" flex="1" minH={BELOW_NAV} w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
        <Outlet />
      </Box>
      <Footer menu={menu} />
    </Box>
  );
}
