import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react/field';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';

/** A labelled field with its hint or its error, alike on every golf form. */
export function TextField({ label, name, error, required, hint, children }: { label: string; name: string; error?: string | null; required?: boolean; hint?: string; children: ReactNode }) {
  return (
    <Field.Root recipe={fieldSlotRecipe} required={required} invalid={!!error} data-field={name}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
