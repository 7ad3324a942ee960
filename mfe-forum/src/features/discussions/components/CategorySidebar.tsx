import { Accordion } from '@chakra-ui/react/accordion';
import { accordionSlotRecipe } from '@golf/shared/theme/recipes/accordion';
import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CATEGORY_GROUPS } from '../../../config/categories';
import { PlusIcon } from '../../../components/icons';
import { categoryName, groupName } from '../../../utils/category-name';

interface CategorySidebarProps {
  /** The chosen subcategory; null while searching every category. */
  selected: string | null;
  onSelect: (category: string) => void;
  /** Members get a plus per subcategory that opens the new-thread form with it chosen. */
  canCreate: boolean;
}

/** The desktop category tree: collapsible parent groups with their subcategories. */
export function CategorySidebar({ selected, onSelect, canCreate }: CategorySidebarProps) {
  const { t } = useTranslation('forum');
  return (
    <Box as="nav" aria-label={t('categories.title')} bg="bg" borderWidth="1px" borderRadius="lg" p="3">
      <Heading as="h2" size="sm" px="2" pb="2">
        {t('categories.title')}
      </Heading>
      <Accordion.Root recipe={accordionSlotRecipe} multiple defaultValue={CATEGORY_GROUPS.map((group) => group.id)} variant="plain" size="sm">
        {CATEGORY_GROUPS.map((group) => (
          <Accordion.Item key={group.id} value={group.id}>
            <Accordion.ItemTrigger px="2" fontWeight="semibold" color="fg.muted" cursor="pointer">
              <Box flex="1" textAlign="start">
                {groupName(t, group.id)}
              </Box>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Stack as="ul" gap="0.5" listStyleType="none" pb="2">
                {group.subcategories.map((id) => {
                  const active = id === selected;
                  const name = categoryName(t, id);
                  return (
                    <HStack as="li" key={id} gap="1">
                      <Button
                        flex="1"
                        justifyContent="flex-start"
                        size="sm"
                        variant={active ? 'subtle' : 'ghost'}
                        colorPalette={active ? 'brand' : 'gray'}
                        fontWeight={active ? 'semibold' : 'normal'}
                        aria-current={active ? 'true' : undefined}
                        onClick={() => onSelect(id)}
                      >
                        {name}
                      </Button>
                      {canCreate && (
                        <IconButton asChild size="xs" variant="ghost" colorPalette="brand" aria-label={t('categories.newIn', { category: name })}>
                          <RouterLink to={`/discussions/create?category=${encodeURIComponent(id)}`}>
                            <PlusIcon />
                          </RouterLink>
                        </IconButton>
                      )}
                    </HStack>
                  );
                })}
              </Stack>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}
