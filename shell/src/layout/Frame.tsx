import { Box } from '@chakra-ui/react/box';
import { Outlet } from 'react-router-dom';
import { NavBar } from './NavBar';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';

export function Frame() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <ScrollToTop />
      <NavBar />
      <Box as="main" flex="1" w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
