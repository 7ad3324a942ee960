import { useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import '../texts';
import { FormField } from '../../../components/FormField';

interface ManualCodeFormProps {
  checking: boolean;
  /** Resolves true when the code was dealt with (the box is then cleared for the next one); false keeps it to correct. */
  onSubmit: (code: string) => Promise<boolean>;
}

/** For a code read aloud or a phone that cannot be scanned. */
export function ManualCodeForm({ checking, onSubmit }: ManualCodeFormProps) {
  const { t } = useTranslation('admin');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('checkIn.manual.required'));
    if (await onSubmit(code.trim())) setCode('');
  };

  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white">
      <Card.Header>
        <Card.Title fontSize="md">{t('checkIn.manual.title')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label={t('checkIn.manual.title')}>
          <Stack gap="3">
            <FormField label={t('checkIn.manual.label')} error={error}>
              <Input recipe={inputRecipe}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setError(undefined);
                }}
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
