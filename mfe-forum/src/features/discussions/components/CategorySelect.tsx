import { Field } from '@chakra-ui/react/field';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@golf/shared/theme/recipes/native-select';
import { useTranslation } from 'react-i18next';
import { CategoryOptions } from '../../../components/CategoryOptions';

/** The category filter on small screens (under 768 px), where the sidebar does not fit. */
export function CategorySelect({ selected, onSelect }: { selected: string | null; onSelect: (category: string) => void }) {
  const { t } = useTranslation('forum');
  return (
    <Field.Root recipe={fieldSlotRecipe}>
      <Field.Label>{t('categories.label')}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="md" bg="bg">
        <NativeSelect.Field
          value={selected ?? ''}
          placeholder={selected ? undefined : t('categories.all')}
          onChange={(event) => event.target.value && onSelect(event.target.value)}
        >
          <CategoryOptions />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
