import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@golf/shared/theme/recipes/native-select';
import type { ReactNode } from 'react';

/** A native select, big enough for a thumb, alike on every golf form (inside a TextField for its label, or named by `label`). */
export function Select({ name, value, onChange, children, label }: { name: string; value: string; onChange: (value: string) => void; children: ReactNode; label?: string }) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="lg">
      <NativeSelect.Field name={name} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
