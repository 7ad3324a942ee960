import type { FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { required } from '@golf/shared/forms/rules';
import { fieldErrorText, useForm, type FieldRules } from '@golf/shared/forms/use-form';
import '../texts';
import { FormField } from '../../../components/FormField';

interface ManualCodeFormProps {
  checking: boolean;
  /** Resolves true when the code was dealt with (the box is then cleared for the next one); false keeps it to correct. */
  onSubmit: (code: string) => Promise<boolean>;
}

const EMPTY = { code: '' };
const RULES: FieldRules<typeof EMPTY> = { code: required('checkIn.manual.required') };

/** For a code read aloud or a phone that cannot be scanned. */
export function ManualCodeForm({ checking, onSubmit }: ManualCodeFormProps) {
  const { t } = useTranslation('admin');
  const { values, errors, setField, validate, reset } = useForm(EMPTY, RULES);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    if (await onSubmit(values.code.trim())) reset();
  };

  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white">
      <Card.Header>
        <Card.Title fontSize="md">{t('checkIn.manual.title')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label={t('checkIn.manual.title')}>
          <Stack gap="3">
            <FormField label={t('checkIn.manual.label')} error={fieldErrorText(t, errors.code) ?? undefined}>
              <Input recipe={inputRecipe}
                value={values.code}
                onChange={(event) => setField('code', event.target.value)}
                placeholder={t('checkIn.manual.placeholder')}
                fontFamily="mono"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                bg="white"
              />
            </FormField>
            <Button type="submit" colorPalette="brand" loading={checking} loadingText={t('checkIn.manual.checking')}>
              {t('checkIn.manual.submit')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
