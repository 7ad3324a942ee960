import { useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { PrivacyNoticeLink } from '@golf/shared/components/PrivacyNoticeLink';
import { Field } from '@chakra-ui/react/field';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@golf/shared/theme/recipes/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { errorText } from '@golf/shared/api/client';
import { DISPLAY_NAME_MAX, type Profile } from '@golf/contract/profile';
import { displayNameOf } from '@golf/contract/display-name';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { updateProfile } from '../api/update-profile';
import '@golf/shared/i18n/contract-catalogue';
import { fieldErrorText, useForm } from '@golf/shared/forms/use-form';
import { GENDERS, PROFILE_CHECK, profileFormOf, profilePayload, type ProfileFormValues } from '../utils/profile-form';
import { SectionCard } from '../../../components/SectionCard';

/** Full name, the name shown in the forum, gender, KSC id and handicap index (PUT /cms/profile/me/profile). */
export function PersonalInfoSection({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useTranslation('membership');
  const [initial] = useState(() => profileFormOf(profile));
  const { values, errors, setField, validate, reset } = useForm(initial, PROFILE_CHECK);
  const [saving, setSaving] = useState(false);

  const edit = (field: keyof ProfileFormValues, value: string) => setField(field, value as ProfileFormValues[typeof field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setSaving(true);
    try {
      const saved = await updateProfile(profilePayload(values, profile));
      // The server's version of what was saved (a rounded handicap, a trimmed name).
      reset(profileFormOf(saved));
      toastSuccess(t('profile.success'));
      onSaved(saved);
    } catch (error) {
      // What was typed stays in the form for another try.
      toastError(t('errors.updateFailed'), errorText(error, '') || undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard title={t('profile.title')} testId="settings-profile">
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <Field.Root recipe={fieldSlotRecipe} required invalid={!!errors.fullName}>
            <Field.Label>
              {t('profile.fullName')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input recipe={inputRecipe} name="fullName" autoComplete="name" value={values.fullName} onChange={(event) => edit('fullName', event.target.value)} maxLength={100} />
            {errors.fullName && <Field.ErrorText>{fieldErrorText(t, errors.fullName)}</Field.ErrorText>}
          </Field.Root>
          <Field.Root recipe={fieldSlotRecipe} invalid={!!errors.displayName}>
            <Field.Label>{t('profile.displayName')}</Field.Label>
            <Input
              recipe={inputRecipe}
              name="displayName"
              value={values.displayName}
              onChange={(event) => edit('displayName', event.target.value)}
              maxLength={DISPLAY_NAME_MAX}
              placeholder={displayNameOf(values.fullName || profile.fullName)}
            />
            {errors.displayName ? (
              <Field.ErrorText>{fieldErrorText(t, errors.displayName)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('profile.displayNameHint', { name: displayNameOf(values.fullName || profile.fullName) })}</Field.HelperText>
            )}
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            <Field.Root recipe={fieldSlotRecipe}>
              <Field.Label>{t('profile.gender')}</Field.Label>
              <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field name="gender" value={values.gender} onChange={(event) => edit('gender', event.target.value)}>
                  <option value="">{t('profile.genderPlaceholder')}</option>
                  {GENDERS.map((gender) => (
                    <option key={gender} value={gender}>
                      {t(`gender.${gender}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root recipe={fieldSlotRecipe}>
              <Field.Label>{t('profile.kscId')}</Field.Label>
              <Input recipe={inputRecipe} name="kscId" value={values.kscId} onChange={(event) => edit('kscId', event.target.value)} maxLength={50} placeholder={t('profile.optional')} />
            </Field.Root>
            <Field.Root recipe={fieldSlotRecipe} invalid={!!errors.handicapIndex}>
              <Field.Label>{t('profile.handicapIndex')}</Field.Label>
              <Input recipe={inputRecipe}
                name="handicapIndex"
                type="number"
                step="0.1"
                inputMode="decimal"
                value={values.handicapIndex}
                onChange={(event) => edit('handicapIndex', event.target.value)}
                placeholder={t('profile.optional')}
              />
              {errors.handicapIndex && <Field.ErrorText>{fieldErrorText(t, errors.handicapIndex)}</Field.ErrorText>}
            </Field.Root>
          </SimpleGrid>
          <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={saving} loadingText={t('profile.saving')}>
            {t('profile.save')}
          </Button>
          <PrivacyNoticeLink />
        </Stack>
      </form>
    </SectionCard>
  );
}
