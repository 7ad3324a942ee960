import { useId, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useMediaQuery, WIDE_QUERY } from '@golf/shared/hooks/use-media-query';
import { useReadingLanguage } from '@golf/shared/i18n/reading-language';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { textareaRecipe } from '@golf/shared/theme/recipes/textarea';
import { useTranslation } from 'react-i18next';
import type { BilingualText } from './bilingual-text';
import './texts';

const LANGUAGES = ['zh', 'en'] as const;
const HTML_LANG = { zh: 'zh-Hant', en: 'en' } as const;

interface BilingualFieldProps {
  name: string;
  label: string;
  value: BilingualText;
  onChange: (value: BilingualText) => void;
  /** A translated message for the pair (one language at least, a language too long). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
}

/**
 * A text written in both languages (DESIGN §13): Chinese and English side by side, or on a phone
 * one at a time behind a switch between the two; one language is enough, the other can be written
 * later. Each box has `lang`, so a screen reader and the spelling checker use the right language.
 */
export function BilingualField({ name, label, value, onChange, error, required, disabled, multiline, rows = 6, maxLength }: BilingualFieldProps) {
  const { t } = useTranslation('admin');
  const wide = useMediaQuery(WIDE_QUERY);
  // On a phone the admin's own language comes first.
  const [shown, setShown] = useState<'zh' | 'en'>(useReadingLanguage());
  const hintId = useId();
  const languages = wide ? LANGUAGES : ([shown] as const);

  const box = (language: 'zh' | 'en') => {
    const props = {
      name: `${name}.${language}`,
      value: value[language],
      onChange: (event: { target: { value: string } }) => onChange({ ...value, [language]: event.target.value }),
      lang: HTML_LANG[language],
      bg: 'white',
      maxLength,
      'aria-describedby': hintId,
    };
    return (
      <Field.Root key={language} recipe={fieldSlotRecipe} invalid={!!error} disabled={disabled}>
        <Field.Label>{`${label} · ${t(`bilingual.${language}`)}`}</Field.Label>
        {multiline ? <Textarea recipe={textareaRecipe} {...props} rows={rows} /> : <Input recipe={inputRecipe} {...props} />}
      </Field.Root>
    );
  };

  return (
    <Box as="fieldset" data-testid={`bilingual-${name}`}>
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        {label}
        {required && (
          <Text as="span" color="fg.error" aria-hidden="true" ms="1">
            *
          </Text>
        )}
      </Text>
      <Stack gap="2">
        {!wide && (
          <HStack gap="2">
            {LANGUAGES.map((language) => (
              <Button
                key={language}
                size="xs"
                variant={shown === language ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={shown === language}
                onClick={() => setShown(language)}
              >
                {t(`bilingual.${language}`)}
              </Button>
            ))}
          </HStack>
        )}
        <SimpleGrid columns={wide ? 2 : 1} gap="4">
          {languages.map(box)}
        </SimpleGrid>
        <Text id={hintId} fontSize="xs" color={error ? 'fg.error' : 'fg.muted'} role={error ? 'alert' : undefined}>
          {error ?? t('bilingual.hint')}
        </Text>
      </Stack>
    </Box>
  );
}
