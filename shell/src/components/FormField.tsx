import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react/field';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, type FieldError } from '@golf/shared/forms/use-form';

interface FormFieldProps {
  label: string;
  error?: FieldError;
  required?: boolean;
  optional?: boolean;
  hint?: string;
  children: ReactNode;
}

/** A labelled field with its translated error, so every form in the shell reads the same. */
export function FormField({ label, error, required, optional, hint, children }: FormFieldProps) {
  const { t } = useTranslation('shell');
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
        {optional && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {t('fields.optional')}
          </Text>
        )}
      </Field.Label>
      {children}
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{fieldErrorText(t, error)}</Field.ErrorText>}
    </Field.Root>
  );
}
