import { useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { useTranslation } from 'react-i18next';
import { isActive, labelOf, type MenuEntry } from './menu';

/**
 * How many of the bar's entries fit, in order: an entry fits when its right edge is inside the
 * space the bar gives the list. Entries are measured where they stand (`rightEdges`).
 */
export function countFitting(rightEdges: number[], available: number): number {
  const firstOut = rightEdges.findIndex((edge) => edge > available + 0.5);
  return firstOut === -1 ? rightEdges.length : firstOut;
}

/**
 * The menu's entries that fit, shown in the bar itself on a wide screen (at 1280 px most of them);
 * the rest stay in the menu (`onFit` says how many fit). Entries that do not fit keep their place
 * but are hidden, so they can be measured again when the bar or the language changes.
 */
export function NavLinks({ items, onFit }: { items: MenuEntry[]; onFit: (count: number) => void }) {
  const { t: tFrame, i18n } = useTranslation('frame');
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const [fitting, setFitting] = useState(items.length);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const measure = () => {
      // Hidden below the md breakpoint (display: none): nothing fits, all is in the menu.
      const available = element.offsetParent ? element.clientWidth : 0;
      const edges = [...element.children].map((child) => {
        const item = child as HTMLElement;
        return item.offsetLeft - element.offsetLeft + item.offsetWidth;
      });
      const count = available > 0 ? countFitting(edges, available) : 0;
      setFitting(count);
      onFit(count);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [items, onFit, i18n.language]);

  return (
    <Box as="nav" aria-label={tFrame('nav.bar')} flex="1" minW="0" hideBelow="md" data-testid="nav-bar-links">
      <chakra.ul ref={list} display="flex" gap="1" listStyleType="none" m="0" p="0" overflow="hidden" w="full">
        {items.map((item, index) => {
          const active = isActive(item, pathname);
          return (
            <chakra.li key={item.href} flexShrink={0} visibility={index < fitting ? 'visible' : 'hidden'}>
              <chakra.a
                asChild
                display="block"
                px="2.5"
                py="1.5"
                fontSize="sm"
                whiteSpace="nowrap"
                borderRadius="md"
                fontWeight={active ? 'semibold' : 'medium'}
                color={active ? 'brand.700' : 'gray.700'}
                bg={active ? 'brand.50' : undefined}
                _hover={{ bg: 'gray.100' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
              >
                <RouterLink to={item.href} aria-current={active ? 'page' : undefined}>
                  {labelOf(item, i18n.language)}
                </RouterLink>
              </chakra.a>
            </chakra.li>
          );
        })}
      </chakra.ul>
    </Box>
  );
}
