import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton, IconButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { drawerSlotRecipe } from '@golf/shared/theme/recipes/drawer';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon, MenuIcon } from '../components/icons';
import { SidebarNav } from './SidebarNav';
import './texts';

const COLLAPSED_KEY = 'admin.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The admin frame inside the site's frame: a sidebar that collapses to icons (remembered) on
 * wide screens, a menu button that opens the same links in a drawer on phones.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = () => {
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, String(!value));
      } catch {
        // The choice then lasts for this page only.
      }
      return !value;
    });
  };

  return (
    <Flex gap={{ base: '0', md: '6' }} align="flex-start" direction={{ base: 'column', md: 'row' }}>
      <Box
        as="aside"
        hideBelow="md"
        flexShrink={0}
        w={collapsed ? '16' : '64'}
        transition="width 0.2s"
        bg="white"
        borderWidth="1px"
        rounded="lg"
        p="2"
        position="sticky"
        top="4"
        data-collapsed={collapsed ? 'true' : 'false'}
      >
        <Flex justify={collapsed ? 'center' : 'space-between'} align="center" px={collapsed ? '0' : '2'} pb="2" mb="2" borderBottomWidth="1px">
          {!collapsed && (
            <Text fontWeight="bold" color="brand.700">
              {t('layout.title')}
            </Text>
          )}
          <IconButton
            size="sm"
            variant="ghost"
            onClick={toggle}
            aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
            aria-expanded={!collapsed}
          >
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Flex>
        <SidebarNav collapsed={collapsed} />
      </Box>

      <Box hideFrom="md" w="full" mb="4">
        <Drawer.Root recipe={drawerSlotRecipe} open={drawerOpen} onOpenChange={(details) => setDrawerOpen(details.open)} placement="start">
          <Drawer.Trigger asChild>
            <Button variant="outline" size="sm" bg="white" aria-label={t('layout.openMenu')}>
              <MenuIcon /> {t('layout.title')}
            </Button>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW="72">
                <Drawer.Header>
                  <Drawer.Title>{t('layout.title')}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body px="2">
                  <SidebarNav onNavigate={() => setDrawerOpen(false)} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('common:states.close')} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      </Box>

      <Box as="section" flex="1" minW="0" w="full">
        <Outlet />
      </Box>
    </Flex>
  );
}
