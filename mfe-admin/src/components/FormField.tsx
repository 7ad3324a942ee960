import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react/field';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';

interface FormFieldProps {
  label: string;
  /** A translated message; the field is marked invalid when set. */
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error of one form field, wired for screen readers by Chakra's Field. */
export function FormField({ label, error, helper, required, disabled, children }: FormFieldProps) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
