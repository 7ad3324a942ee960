import { Field } from '@chakra-ui/react/field';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';
import { Stack } from '@chakra-ui/react/stack';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@golf/shared/theme/recipes/native-select';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '../utils/country-codes';
import { fieldErrorText, type FieldError } from '@golf/shared/forms/use-form';

interface PhoneFieldProps {
  countryCode: string;
  phone: string;
  onCountryCodeChange: (code: string) => void;
  onPhoneChange: (phone: string) => void;
  error?: FieldError;
}

/** Country code select (Hong Kong +852 first) beside the phone number. */
export function PhoneField({ countryCode, phone, onCountryCodeChange, onPhoneChange, error }: PhoneFieldProps) {
  const { t } = useTranslation('shell');
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} align="stretch" gap={{ base: '4', sm: '3' }}>
      <Field.Root recipe={fieldSlotRecipe} w={{ base: 'full', sm: '52' }} flexShrink={0}>
        <Field.Label>{t('fields.countryCode')}</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field
            name="countryCode"
            value={countryCode}
            onChange={(event) => onCountryCodeChange(event.currentTarget.value)}
          >
            {COUNTRY_CODES.map(({ code, country }) => (
              <option key={code} value={code}>
                {`${t(`countries.${country}`)} (${code})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root recipe={fieldSlotRecipe} invalid={!!error} required flex="1">
        <Field.Label>
          {t('fields.phone')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input recipe={inputRecipe}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('fields.phonePlaceholder')}
          value={phone}
          onChange={(event) => onPhoneChange(event.currentTarget.value)}
        />
        {error && <Field.ErrorText>{fieldErrorText(t, error)}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
