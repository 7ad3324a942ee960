import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { PrivacyNoticeLink } from '@golf/shared/components/PrivacyNoticeLink';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { useTranslation } from 'react-i18next';
import { clubToday, consentDue, juniorDisplayName, MEDICAL_NOTES_MAX, type Junior } from '@golf/contract/family';
import { GENDERS } from '@golf/contract/profile';
import { errorText } from '@golf/shared/api/client';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { fieldErrorText, useForm, type FieldError } from '@golf/shared/forms/use-form';
import '@golf/shared/i18n/contract-catalogue';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { nativeSelectSlotRecipe } from '@golf/shared/theme/recipes/native-select';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { readableDate } from '@golf/shared/utils/relative-time';
import '../../../i18n/family-catalogue';
import { SectionCard } from '../../../components/SectionCard';
import { addJunior } from '../api/add-junior';
import { useFamily } from '../api/get-family';
import { updateJunior } from '../api/update-junior';
import { JUNIOR_CHECK, juniorFormOf, juniorPayload, type JuniorFormValues } from '../utils/junior-form';
import { NotFoundWithWayBack } from '@golf/shared/components/NotFoundWithWayBack';
import { PageHeading } from '@golf/shared/components/PageHeading';

/** /membership/family/new and /membership/family/{personId}: the whole junior form. */
export function JuniorFormPage() {
  const { t } = useTranslation('family');
  const { personId } = useParams();
  const { data: family, error, loading, refetch } = useFamily();
  if (!personId) return <JuniorForm />;
  if (loading && !family) return <LoadingState />;
  if (error && !family) return <ErrorState message={t('page.loadFailed')} onRetry={() => void refetch()} />;
  const junior = family?.juniors.find((candidate) => candidate._id === personId);
  if (!junior) {
    return <NotFoundWithWayBack title={t('page.notFound')} hint={t('page.notFoundHint')} to="/membership/family" back={t('page.backToFamily')} />;
  }
  return <JuniorForm junior={junior} />;
}

function TextField({ label, name, error, required, hint, children }: { label: string; name: string; error?: FieldError; required?: boolean; hint?: string; children: ReactNode }) {
  const { t } = useTranslation('family');
  return (
    <Field.Root recipe={fieldSlotRecipe} required={required} invalid={!!error} data-field={name}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{fieldErrorText(t, error)}</Field.ErrorText>}
    </Field.Root>
  );
}

function JuniorForm({ junior }: { junior?: Junior }) {
  // The gender labels are the membership pages' own.
  const { t, i18n } = useTranslation(['family', 'membership']);
  const navigate = useNavigate();
  const language = i18n.language.startsWith('en') ? 'en' : 'zh';
  const [initial] = useState(() => juniorFormOf(junior));
  const { values, errors, setField, validate } = useForm(initial, JUNIOR_CHECK);
  const [saving, setSaving] = useState(false);
  const edit = <K extends keyof JuniorFormValues>(field: K) => (event: { target: { value: string } }) => setField(field, event.target.value as JuniorFormValues[K]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setSaving(true);
    try {
      const payload = juniorPayload(values, junior?.imageFileId ?? null);
      const saved = junior ? await updateJunior(junior._id, payload) : await addJunior(payload);
      await invalidateQueries(['family']);
      toastSuccess(junior ? t('form.saved') : t('form.added', { name: juniorDisplayName(saved.name, language) }));
      navigate('/membership/family');
    } catch (error) {
      // What was typed stays in the form for another try.
      toastError(t('form.saveFailed'), errorText(error, '') || undefined);
      setSaving(false);
    }
  };

  // When the saved answer was given; a year-old one asks to be confirmed again (saving does).
  const consentHint = (field: 'photoConsent' | 'forumConsent', answeredAt: string | null | undefined) => {
    if (!answeredAt || values[field] !== initial[field] || values[field] === '') return undefined;
    const date = readableDate(answeredAt, language);
    return consentDue(values[field] === 'yes', answeredAt) ? t('form.consentExpired', { date }) : t('form.consentDated', { date });
  };

  const consentField = (field: 'photoConsent' | 'forumConsent', label: string, answeredAt: string | null | undefined) => (
    <TextField label={label} name={field} error={errors[field]} hint={consentHint(field, answeredAt)}>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field name={field} value={values[field]} onChange={edit(field)}>
          <option value="">{t('form.consentUnanswered')}</option>
          <option value="yes">{t('form.consentYes')}</option>
          <option value="no">{t('form.consentNo')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </TextField>
  );

  const title = junior ? t('form.editTitle', { name: juniorDisplayName(junior.name, language) }) : t('form.addTitle');
  return (
    <Stack gap="6" data-testid="junior-form-page">
      <PageHeading title={title} subtitle={t('form.intro')} />
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="6">
          <SectionCard title={t('juniors.title')} testId="junior-identity">
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <TextField label={t('form.nameZh')} name="nameZh" error={errors.nameZh}>
                  <Input recipe={inputRecipe} name="nameZh" lang="zh-Hant" autoComplete="off" value={values.nameZh} onChange={edit('nameZh')} maxLength={100} />
                </TextField>
                <TextField label={t('form.nameEn')} name="nameEn">
                  <Input recipe={inputRecipe} name="nameEn" lang="en" autoComplete="off" value={values.nameEn} onChange={edit('nameEn')} maxLength={100} />
                </TextField>
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <TextField label={t('form.dateOfBirth')} name="dateOfBirth" error={errors.dateOfBirth} required>
                  <Input recipe={inputRecipe} name="dateOfBirth" type="date" max={clubToday()} value={values.dateOfBirth} onChange={edit('dateOfBirth')} />
                </TextField>
                <TextField label={t('form.gender')} name="gender" error={errors.gender}>
                  <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                    <NativeSelect.Field name="gender" value={values.gender} onChange={edit('gender')}>
                      <option value="">{t('form.genderPlaceholder')}</option>
                      {GENDERS.map((gender) => (
                        <option key={gender} value={gender}>
                          {t(`membership:gender.${gender}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </TextField>
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
                <TextField label={t('form.school')} name="school" error={errors.school}>
                  <Input recipe={inputRecipe} name="school" value={values.school} onChange={edit('school')} maxLength={100} placeholder={t('form.optional')} />
                </TextField>
                <TextField label={t('form.kscId')} name="kscId" error={errors.kscId}>
                  <Input recipe={inputRecipe} name="kscId" value={values.kscId} onChange={edit('kscId')} maxLength={50} placeholder={t('form.optional')} />
                </TextField>
                <TextField label={t('form.handicapIndex')} name="handicapIndex" error={errors.handicapIndex}>
                  <Input recipe={inputRecipe} name="handicapIndex" type="number" step="0.1" inputMode="decimal" value={values.handicapIndex} onChange={edit('handicapIndex')} placeholder={t('form.optional')} />
                </TextField>
              </SimpleGrid>
            </Stack>
          </SectionCard>
          <SectionCard title={t('form.careTitle')} description={t('form.careHint')} testId="junior-care">
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
                <TextField label={t('form.emergencyName')} name="emergencyName" error={errors.emergencyName}>
                  <Input recipe={inputRecipe} name="emergencyName" autoComplete="off" value={values.emergencyName} onChange={edit('emergencyName')} maxLength={100} />
                </TextField>
                <TextField label={t('form.emergencyRelation')} name="emergencyRelation" error={errors.emergencyRelation}>
                  <Input recipe={inputRecipe} name="emergencyRelation" value={values.emergencyRelation} onChange={edit('emergencyRelation')} maxLength={50} placeholder={t('form.emergencyRelationPlaceholder')} />
                </TextField>
                <TextField label={t('form.emergencyPhone')} name="emergencyPhone" error={errors.emergencyPhone}>
                  <Input recipe={inputRecipe} name="emergencyPhone" type="tel" autoComplete="off" value={values.emergencyPhone} onChange={edit('emergencyPhone')} maxLength={30} />
                </TextField>
              </SimpleGrid>
              <TextField label={t('form.medicalNotes')} name="medicalNotes" error={errors.medicalNotes} hint={t('form.medicalNotesHint')}>
                <Textarea name="medicalNotes" value={values.medicalNotes} onChange={edit('medicalNotes')} maxLength={MEDICAL_NOTES_MAX} rows={3} />
              </TextField>
            </Stack>
          </SectionCard>
          <SectionCard title={t('form.consentTitle')} testId="junior-consents">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {consentField('photoConsent', t('form.photoConsent'), junior?.photoConsentAt)}
              {consentField('forumConsent', t('form.forumConsent'), junior?.forumConsentAt)}
            </SimpleGrid>
          </SectionCard>
          <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }}>
            <Button asChild variant="outline">
              <RouterLink to="/membership/family">{t('form.cancel')}</RouterLink>
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText={junior ? t('form.saving') : t('form.adding')}>
              {junior ? t('form.save') : t('form.add')}
            </Button>
          </Flex>
          <PrivacyNoticeLink />
        </Stack>
      </form>
    </Stack>
  );
}
