import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { CATEGORY_FILTERS, type CategoryFilterKey } from '../utils/categories';

/** All, Announcement, Golf, Events, Community, Blog as pills; on a phone they scroll sideways instead of wrapping. */
export function CategoryFilter({ value, onChange }: { value: CategoryFilterKey; onChange: (key: CategoryFilterKey) => void }) {
  const { t } = useTranslation('announcements');
  return (
    <HStack
      role="group"
      aria-label={t('filter.label')}
      gap="2"
      overflowX="auto"
      flexWrap="nowrap"
      pb="1"
      mx={{ base: '-3', md: '0' }}
      px={{ base: '3', md: '0' }}
      css={{ scrollbarWidth: 'none' }}
    >
      {CATEGORY_FILTERS.map(({ key }) => {
        const active = key === value;
        return (
          <Button
            key={key}
            size="sm"
            borderRadius="full"
            flexShrink={0}
            px="4"
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'brand' : 'gray'}
            bg={active ? undefined : 'white'}
            aria-pressed={active}
            onClick={() => !active && onChange(key)}
          >
            {t(`filter.${key}`)}
          </Button>
        );
      })}
    </HStack>
  );
}
