import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@golf/shared/api/client';
import { toastError, toastInfo, toastSuccess } from '@golf/shared/theme/toaster';
import { focusFirstInvalid } from '../../../components/focus-first-invalid';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import { toastFailure } from '../../../components/toast-failure';
import { updateUserField } from '../api/update-user-field';
import type { AdminUser } from '@golf/contract/profile';
import { fieldErrorText, useForm } from '@golf/shared/forms/use-form';
import '@golf/shared/i18n/contract-catalogue';
import { USER_RULES, changedFields, formFromUser, type UserFormValues } from '../utils/user-form';

const EMAIL_TAKEN = 'userDetail.validation.emailTaken';

interface UserEditFormProps {
  user: AdminUser;
  onSaved: (user: AdminUser) => void;
  /** Some fields were saved before one failed: the screen keeps what the server now holds. */
  onPartlySaved: (user: AdminUser) => void;
  onCancel: () => void;
}

/** The edit mode: only changed fields are saved, one call each, then back to the view mode. */
export function UserEditForm({ user, onSaved, onPartlySaved, onCancel }: UserEditFormProps) {
  const { t } = useTranslation('admin');
  const [initial] = useState(() => formFromUser(user));
  const { values, errors, setField, setError, validate } = useForm(initial, USER_RULES);
  const formRef = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof UserFormValues>(key: K) => (value: UserFormValues[K]) => setField(key, value);
  const text = (key: keyof UserFormValues) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value as never),
    disabled: saving,
    bg: 'white',
  });
  const label = (key: string) => t(`userDetail.fields.${key}`);
  const error = (key: keyof UserFormValues) => fieldErrorText(t, errors[key]) ?? undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return focusFirstInvalid(formRef.current);
    const changes = changedFields(user, values);
    if (!changes.length) {
      toastInfo(t('userDetail.toast.noChanges'));
      onSaved(user);
      return;
    }
    setSaving(true);
    let current = user;
    const saved: string[] = [];
    for (const change of changes) {
      try {
        current = await updateUserField(user._id, change.field, change.value);
        saved.push(label(change.field));
      } catch (caught) {
        if (change.field === 'email' && caught instanceof ApiError && caught.httpStatus === 409) {
          // The only refusal of an email with 409: another account has it. The server's text may be
          // the one meant for sign-up ("please sign in"); the admin is told in admin words, at the field.
          setError('email', { key: EMAIL_TAKEN });
          toastError(t('userDetail.toast.updateFailed'), t(EMAIL_TAKEN));
          focusFirstInvalid(formRef.current);
        } else {
          toastFailure(t('userDetail.toast.updateFailed'), caught);
        }
        if (saved.length) {
          onPartlySaved(current);
          toastInfo(t('userDetail.toast.partlySaved', { fields: saved.join(', ') }));
        }
        setSaving(false);
        return;
      }
    }
    setSaving(false);
    toastSuccess(t('userDetail.toast.updated'));
    onSaved(current);
  };

  const genderOptions = ['Male', 'Female', ...(user.gender === 'Other' ? ['Other'] : [])].map((value) => ({
    value,
    label: t(`user.gender.${value}`),
  }));

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('userDetail.edit')}>
      <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white">
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={label('fullName')} error={error('fullName')} required>
              <Input recipe={inputRecipe} {...text('fullName')} autoComplete="off" />
            </FormField>
            <FormField label={label('email')} error={error('email')} required>
              <Input recipe={inputRecipe} {...text('email')} type="email" autoComplete="off" />
            </FormField>
            <FormField label={label('phone')} error={error('phone')} required>
              <Input recipe={inputRecipe} {...text('phone')} type="tel" autoComplete="off" />
            </FormField>
            <FormField label={label('gender')}>
              <SelectField name="gender" value={values.gender} onChange={(value) => set('gender')(value as UserFormValues['gender'])} placeholder={t('user.gender.unset')} options={genderOptions} disabled={saving} />
            </FormField>
            <FormField label={label('kscId')}>
              <Input recipe={inputRecipe} {...text('kscId')} />
            </FormField>
            <FormField label={label('handicapIndex')} error={error('handicapIndex')}>
              <Input recipe={inputRecipe} {...text('handicapIndex')} type="number" step="0.1" inputMode="decimal" />
            </FormField>
            <FormField label={label('membership')}>
              <SelectField
                name="membership"
                value={values.membership}
                onChange={(value) => set('membership')(value as UserFormValues['membership'])}
                options={[
                  { value: 'annual', label: t('user.membership.annual') },
                  { value: 'guest', label: t('user.membership.guest') },
                ]}
                disabled={saving}
              />
            </FormField>
            <FormField label={label('membershipExpiry')} helper={t('userDetail.expiryHint')}>
              <Input recipe={inputRecipe} {...text('membershipExpiry')} type="date" />
            </FormField>
            <FormField label={label('userGroup')}>
              <SelectField
                name="userGroup"
                value={values.userGroup}
                onChange={(value) => set('userGroup')(value as UserFormValues['userGroup'])}
                options={[
                  { value: 'Admin', label: t('user.group.Admin') },
                  { value: 'User', label: t('user.group.User') },
                ]}
                disabled={saving}
              />
            </FormField>
            <FormField label={label('point')}>
              <Input recipe={inputRecipe} {...text('point')} type="number" step="1" min="0" inputMode="numeric" />
            </FormField>
            <FormField label={label('noOfFreePractice')}>
              <Input recipe={inputRecipe} {...text('noOfFreePractice')} type="number" step="1" min="0" inputMode="numeric" />
            </FormField>
            <FormField label={label('noOfFreeCoaching')}>
              <Input recipe={inputRecipe} {...text('noOfFreeCoaching')} type="number" step="1" min="0" inputMode="numeric" />
            </FormField>
            <FormField label={label('password')} error={error('password')} helper={t('userDetail.passwordHint')}>
              <Input recipe={inputRecipe} {...text('password')} type="password" autoComplete="new-password" />
            </FormField>
          </SimpleGrid>
        </Card.Body>
        <Card.Footer justifyContent="flex-end">
          <HStack gap="2">
            <Button variant="outline" onClick={onCancel} disabled={saving}>
              {t('userDetail.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText={t('userDetail.saving')}>
              {t('userDetail.save')}
            </Button>
          </HStack>
        </Card.Footer>
      </Card.Root>
    </form>
  );
}
