import { Accordion } from '@chakra-ui/react/accordion';
import { accordionSlotRecipe } from '@golf/shared/theme/recipes/accordion';
import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CATEGORY_GROUPS, LATEST } from '../../../config/categories';
import { PlusIcon } from '../../../components/icons';
import { categoryName, groupName } from '../../../utils/category-name';

interface CategorySidebarProps {
  /** The chosen subcategory or LATEST; null while searching every category. */
  selected: string | null;
  onSelect: (category: string) => void;
  /** Members get a plus per subcategory that opens the new-thread form with it chosen. */
  canCreate: boolean;
  /** Threads per subcategory; unknown until the first list arrives. */
  counts: Record<string, number> | undefined;
}

interface CategoryButtonProps {
  name: string;
  active: boolean;
  count: number | undefined;
  onClick: () => void;
}

/** One entry of the tree: its name and how many threads it holds. */
function CategoryButton({ name, active, count, onClick }: CategoryButtonProps) {
  const { t } = useTranslation('forum');
  return (
    <Button
      flex="1"
      justifyContent="space-between"
      size="sm"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'brand' : 'gray'}
      fontWeight={active ? 'semibold' : 'normal'}
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
    >
      <Text as="span" truncate>
        {name}
      </Text>
      {count !== undefined && (
        <Text as="span" color="fg.muted" fontWeight="normal" fontSize="xs" aria-label={t('list.count', { count })}>
          {count}
        </Text>
      )}
    </Button>
  );
}

/** The desktop category tree: collapsible parent groups with their subcategories. */
export function CategorySidebar({ selected, onSelect, canCreate, counts }: CategorySidebarProps) {
  const { t } = useTranslation('forum');
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  return (
    <Box as="nav" aria-label={t('categories.title')} bg="bg" borderWidth="1px" borderRadius="lg" p="3">
      <Heading as="h2" size="sm" px="2" pb="2">
        {t('categories.title')}
      </Heading>
      <HStack mb="1">
        <CategoryButton name={t('categories.latest')} active={selected === LATEST} count={total} onClick={() => onSelect(LATEST)} />
      </HStack>
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
                      <CategoryButton name={name} active={active} count={counts ? (counts[id] ?? 0) : undefined} onClick={() => onSelect(id)} />
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
