import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { errorText } from '@golf/shared/api/client';
import { writeToken } from '@golf/shared/api/session-token';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { endSessionOnServer, signOut } from '@golf/shared/auth/sign-out';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { browser } from '../../../utils/browser';
import { updatePassword } from '../api/update-password';
import { fieldErrorText, useForm } from '@golf/shared/forms/use-form';
import { PASSWORD_RULES, type PasswordFormValues } from '../utils/password-form';
import { SectionCard } from '../../../components/SectionCard';

/** Spec 02 §9: the member is signed out 2 seconds after a password change. */
export const SIGN_OUT_DELAY_MS = 2000;

const EMPTY: PasswordFormValues = { current: '', next: '', confirm: '' };
const FIELDS: { name: keyof PasswordFormValues; label: string; autoComplete: string }[] = [
  { name: 'current', label: 'password.current', autoComplete: 'current-password' },
  { name: 'next', label: 'password.new', autoComplete: 'new-password' },
  { name: 'confirm', label: 'password.confirm', autoComplete: 'new-password' },
];

/** PUT /cms/profile/me/password, then sign out and open /login to sign in with the new one. */
export function ChangePasswordSection() {
  const { t } = useTranslation('membership');
  const { values, errors, setField, validate, reset } = useForm(EMPTY, PASSWORD_RULES);
  const [phase, setPhase] = useState<'editing' | 'saving' | 'done'>('editing');
  const signOutTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Leaving the page within the 2 seconds still ends the session: the server already did.
  useEffect(
    () => () => {
      if (signOutTimer.current) {
        clearTimeout(signOutTimer.current);
        void signOut();
      }
    },
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'editing') return;
    if (!validate()) return;
    setPhase('saving');
    try {
      const { token } = await updatePassword(values.current, values.next);
      // The change ended every session; the fresh token keeps this tab working for the notice.
      if (token) useAuthStore.getState().replaceToken(token);
      setPhase('done');
      reset();
      toastSuccess(t('password.success'), t('password.signingOut'));
      signOutTimer.current = setTimeout(() => {
        signOutTimer.current = null;
        // Signing out through the store would let the shell's route guard send the browser to
        // /login first, remembering /settings as the page to return to after signing in. A fresh
        // /login document instead starts with no session (the shell reads no token and clears
        // the cached profile) and nothing of the old one left in memory. The server kept this
        // session through the change (DESIGN §9); it ends now too.
        void endSessionOnServer();
        writeToken(null);
        browser.replace('/login');
      }, SIGN_OUT_DELAY_MS);
    } catch (error) {
      toastError(t('errors.passwordUpdateFailed'), errorText(error, '') || undefined);
      setPhase('editing');
    }
  };

  return (
    <SectionCard title={t('password.title')} description={t('password.hint')} testId="settings-password">
      <form onSubmit={submit} noValidate>
        <Stack gap="5" maxW={{ md: 'md' }}>
          {phase === 'done' && (
            <Alert.Root recipe={alertSlotRecipe} status="success" data-testid="password-changed">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('password.success')}</Alert.Title>
                <Alert.Description>{t('password.signingOut')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {FIELDS.map((field) => (
            <Field.Root recipe={fieldSlotRecipe} key={field.name} required invalid={!!errors[field.name]} disabled={phase !== 'editing'}>
              <Field.Label>
                {t(field.label)}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input recipe={inputRecipe}
                type="password"
                name={field.name}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) => setField(field.name, event.target.value)}
              />
              {errors[field.name] && <Field.ErrorText>{fieldErrorText(t, errors[field.name])}</Field.ErrorText>}
            </Field.Root>
          ))}
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={phase === 'saving'}
            loadingText={t('password.submitting')}
            disabled={phase === 'done'}
          >
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
