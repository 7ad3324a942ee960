import { useState, type FormEvent } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { phoneUpdateSchema, type Profile } from '@golf/contract/profile';
import { errorText } from '@golf/shared/api/client';
import { requiredEmail } from '@golf/shared/forms/rules';
import { fieldErrorText, useForm, type FieldRules, type SchemaCheck } from '@golf/shared/forms/use-form';
import '@golf/shared/i18n/contract-catalogue';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { requestEmailChange } from '../api/request-email-change';
import { updatePhone } from '../api/update-phone';
import { SectionCard } from '../../../components/SectionCard';

/** Issue 35 item 9: the email (changed by a link to the new address) and the phone. */
export function ContactSection({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useTranslation('membership');
  return (
    <SectionCard title={t('contact.title')} description={t('contact.emailHint')} testId="settings-contact">
      <Stack gap="6">
        <EmailForm profile={profile} />
        <PhoneForm profile={profile} onSaved={onSaved} />
      </Stack>
    </SectionCard>
  );
}

// The contract's address rule, the one the API checks, in this page's words.
const EMAIL_RULES: FieldRules<{ email: string }> = { email: requiredEmail({ required: 'contact.emailRequired', invalid: 'contact.emailInvalid' }) };
const EMAIL_INITIAL = { email: '' };

function EmailForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('membership');
  const { values, errors, setField, validate, reset } = useForm(EMAIL_INITIAL, EMAIL_RULES);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate() || sending) return;
    const typed = values.email.trim();
    setSending(true);
    try {
      const { pendingEmail } = await requestEmailChange(typed);
      setSentTo(pendingEmail);
      reset();
    } catch (failure) {
      toastError(t('contact.emailFailed'), errorText(failure, '') || undefined);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('contact.changeEmail')}>
      <Stack gap="4" maxW={{ md: 'md' }}>
        <Text>
          {t('contact.currentEmail')}: <strong>{profile.email}</strong>{' '}
          {profile.emailVerified === false && (
            <Badge colorPalette="orange" variant="subtle">
              {t('contact.unverified')}
            </Badge>
          )}
        </Text>
        {sentTo && (
          <Alert.Root recipe={alertSlotRecipe} status="info" data-testid="email-change-sent">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('contact.emailSent')}</Alert.Title>
              <Alert.Description>{t('contact.emailSentDescription', { email: sentTo })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Field.Root recipe={fieldSlotRecipe} invalid={!!errors.email}>
          <Field.Label>{t('contact.newEmail')}</Field.Label>
          <Input recipe={inputRecipe} name="newEmail" type="email" autoComplete="email" value={values.email} maxLength={254} onChange={(event) => setField('email', event.target.value)} />
          {errors.email && <Field.ErrorText>{fieldErrorText(t, errors.email)}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={sending} loadingText={t('contact.sendingEmail')}>
          {t('contact.changeEmail')}
        </Button>
      </Stack>
    </form>
  );
}

/** The schema the API checks the change with, in its words. */
const PHONE_CHECK: SchemaCheck = { schema: phoneUpdateSchema };

function PhoneForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useTranslation('membership');
  const [initial] = useState(() => ({ countryCode: profile.countryCode || '+852', phone: profile.phone }));
  const { values, errors, setField: edit, validate, reset } = useForm(initial, PHONE_CHECK);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setSaving(true);
    try {
      const saved = await updatePhone(values);
      reset({ countryCode: saved.countryCode, phone: saved.phone });
      toastSuccess(t('contact.phoneSaved'));
      onSaved(saved);
    } catch (failure) {
      toastError(t('contact.phoneFailed'), errorText(failure, '') || undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('contact.savePhone')}>
      <Stack gap="4" maxW={{ md: 'md' }}>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Field.Root recipe={fieldSlotRecipe} invalid={!!errors.countryCode}>
            <Field.Label>{t('contact.countryCode')}</Field.Label>
            <Input recipe={inputRecipe} name="countryCode" inputMode="tel" value={values.countryCode} maxLength={5} onChange={(event) => edit('countryCode', event.target.value)} />
            {errors.countryCode && <Field.ErrorText>{fieldErrorText(t, errors.countryCode)}</Field.ErrorText>}
          </Field.Root>
          <Field.Root recipe={fieldSlotRecipe} invalid={!!errors.phone} gridColumn={{ sm: 'span 2' }}>
            <Field.Label>{t('contact.phone')}</Field.Label>
            <Input recipe={inputRecipe} name="phone" type="tel" autoComplete="tel-national" value={values.phone} maxLength={30} onChange={(event) => edit('phone', event.target.value)} />
            {errors.phone && <Field.ErrorText>{fieldErrorText(t, errors.phone)}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={saving} loadingText={t('contact.savingPhone')}>
          {t('contact.savePhone')}
        </Button>
      </Stack>
    </form>
  );
}
