import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAdminPath } from '../app/admin-paths';
import { ADMIN_NAV_ITEMS, isSectionActive } from './nav-items';

interface SidebarNavProps {
  /** Icons only (the desktop sidebar when collapsed). */
  collapsed?: boolean;
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The section links, used by the desktop sidebar and the phone drawer alike. */
export function SidebarNav({ collapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation('admin');
  const to = useAdminPath();
  const { pathname } = useLocation();
  // The mount point itself ('/admin', '/admin/') is the dashboard's sub-path ''.
  const base = to('').replace(/\/+$/, '');
  const subPath = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;

  return (
    <Stack as="nav" aria-label={t('layout.sections')} gap="1">
      {ADMIN_NAV_ITEMS.map((item) => {
        const active = isSectionActive(item, subPath);
        const label = t(item.labelKey);
        const ItemIcon = item.icon;
        return (
          <Box
            asChild
            key={item.path}
            display="flex"
            alignItems="center"
            gap="3"
            px="3"
            py="2.5"
            rounded="md"
            fontSize="sm"
            fontWeight={active ? 'semibold' : 'medium'}
            color={active ? 'brand.700' : 'gray.700'}
            bg={active ? 'brand.50' : 'transparent'}
            justifyContent={collapsed ? 'center' : 'flex-start'}
            _hover={{ bg: active ? 'brand.100' : 'gray.100', textDecoration: 'none' }}
            focusRingColor="brand.500"
          >
            <Link
              to={to(item.path)}
              aria-current={active ? 'page' : undefined}
              aria-label={collapsed ? label : undefined}
              title={collapsed ? label : undefined}
              onClick={onNavigate}
            >
              <ItemIcon flexShrink={0} />
              {!collapsed && <Text as="span">{label}</Text>}
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
}
