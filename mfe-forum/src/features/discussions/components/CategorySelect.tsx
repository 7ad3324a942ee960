import { useId } from 'react';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@golf/shared/theme/recipes/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { CategoryOptions } from '../../../components/CategoryOptions';
import { LATEST } from '../../../config/categories';

/**
 * The category filter on small screens (under 768 px), where the sidebar does not fit. A plain
 * label, styled like a Field's: Chakra's Field brought Ark's field machinery to the list page.
 */
interface CategorySelectProps {
  /** The chosen subcategory or LATEST; null while searching every category. */
  selected: string | null;
  onSelect: (category: string) => void;
  counts: Record<string, number> | undefined;
}

export function CategorySelect({ selected, onSelect, counts }: CategorySelectProps) {
  const { t } = useTranslation('forum');
  const id = useId();
  return (
    <Stack gap="1.5">
      <Text asChild textStyle="sm" fontWeight="medium">
        <label htmlFor={id}>{t('categories.label')}</label>
      </Text>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="md" bg="bg">
        <NativeSelect.Field
          id={id}
          value={selected ?? ''}
          placeholder={selected ? undefined : t('categories.all')}
          onChange={(event) => event.target.value && onSelect(event.target.value)}
        >
          <option value={LATEST}>{t('categories.latest')}</option>
          <CategoryOptions counts={counts} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
