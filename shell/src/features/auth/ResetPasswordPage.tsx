import { useState, type FormEvent } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorText } from '@golf/shared/api/client';
import '../../i18n/auth';
import '../../i18n/forms';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { TextLink } from '../../components/TextLink';
import { useForm, type FieldRules } from '@golf/shared/forms/use-form';
import { newPassword } from '@golf/shared/forms/rules';
import { confirmPasswordReset } from './api/confirm-password-reset';
import { AuthCard } from './components/AuthCard';

type ResetValues = { password: string; confirm: string };
const INITIAL: ResetValues = { password: '', confirm: '' };
const RULES: FieldRules<ResetValues> = {
  password: newPassword(),
  confirm: (value, values) => (value === '' ? { key: 'validation.required' } : value !== values.password ? { key: 'reset.mismatch' } : null),
};

/**
 * /reset-password?token=…: the page the reset mail links to. A link that is expired or used is
 * refused by the API with its own translated reason; the typed passwords stay for another try.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { values, errors, setField, validate } = useForm(INITIAL, RULES);
  const [phase, setPhase] = useState<'idle' | 'saving' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle' || !validate()) return;
    setPhase('saving');
    setFailure(null);
    try {
      await confirmPasswordReset(token, values.password);
      setPhase('done');
    } catch (error) {
      setFailure(errorText(error, t('reset.failed')));
      setPhase('idle');
    }
  };

  const askAgain = (
    <Button asChild variant="outline">
      <RouterLink to="/forgot-password">{t('reset.askAgain')}</RouterLink>
    </Button>
  );

  if (!token) {
    return (
      <AuthCard title={t('reset.missingTitle')} footer={<TextLink to="/login">{t('forgot.backToLogin')}</TextLink>}>
        <Stack gap="4">
          <Alert.Root recipe={alertSlotRecipe} status="warning" variant="subtle" borderRadius="md" data-testid="reset-link-missing">
            <Alert.Indicator />
            <Alert.Description>{t('reset.missingDescription')}</Alert.Description>
          </Alert.Root>
          {askAgain}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={phase === 'done' ? undefined : t('reset.subtitle')}
      footer={<TextLink to="/login">{t('forgot.backToLogin')}</TextLink>}
    >
      {phase === 'done' ? (
        <Stack gap="4">
          <Alert.Root recipe={alertSlotRecipe} status="success" variant="subtle" borderRadius="md" data-testid="reset-done">
            <Alert.Indicator />
            <Alert.Content gap="1">
              <Alert.Title>{t('reset.doneTitle')}</Alert.Title>
              <Alert.Description>{t('reset.doneDescription')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/login">{t('reset.signIn')}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('reset.title')}>
          <Stack gap="4">
            {failure && (
              <Stack gap="3">
                <Alert.Root recipe={alertSlotRecipe} status="error" variant="subtle" borderRadius="md" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Root>
                {askAgain}
              </Stack>
            )}
            <FormField label={t('reset.newPassword')} error={errors.password} required>
              <PasswordInput
                name="new-password"
                autoComplete="new-password"
                value={values.password}
                disabled={phase === 'saving'}
                onChange={(event) => setField('password', event.currentTarget.value)}
              />
            </FormField>
            <FormField label={t('reset.confirmPassword')} error={errors.confirm} required>
              <PasswordInput
                name="confirm-password"
                autoComplete="new-password"
                value={values.confirm}
                disabled={phase === 'saving'}
                onChange={(event) => setField('confirm', event.currentTarget.value)}
              />
            </FormField>
            <Button type="submit" colorPalette="brand" size="lg" loading={phase === 'saving'} loadingText={t('reset.submitting')}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
