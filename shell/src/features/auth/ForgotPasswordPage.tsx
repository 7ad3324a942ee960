import { useState, type FormEvent } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { errorText } from '@golf/shared/api/client';
import '../../i18n/auth';
import '../../i18n/forms';
import { ClubEmailText } from '../../components/ClubEmailText';
import { FormField } from '../../components/FormField';
import { TextLink } from '../../components/TextLink';
import { useForm, type FieldRules } from '@golf/shared/forms/use-form';
import { requiredEmail } from '@golf/shared/forms/rules';
import { AuthCard } from './components/AuthCard';
import { requestPasswordReset } from './api/request-password-reset';

type ForgotValues = { email: string };
const INITIAL: ForgotValues = { email: '' };
const RULES: FieldRules<ForgotValues> = { email: requiredEmail() };

/**
 * /forgot-password: mails a reset link (architecture §5b). The answer is the same whether or not
 * the address has an account, so the page says "if an account exists"; the sent state also
 * points to the support mailbox.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const { values, errors, setField, validate, reset } = useForm(INITIAL, RULES);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle' || !validate()) return;
    setPhase('sending');
    setFailure(null);
    try {
      await requestPasswordReset(values.email.trim());
      setPhase('sent');
    } catch (error) {
      // The address stays in the field: the person only presses Send again.
      setFailure(errorText(error, t('forgot.failed')));
      setPhase('idle');
    }
  };

  const startOver = () => {
    reset();
    setPhase('idle');
  };

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={phase === 'sent' ? undefined : t('forgot.subtitle')}
      footer={<TextLink to="/login">{t('forgot.backToLogin')}</TextLink>}
    >
      {phase === 'sent' ? (
        <Stack gap="4">
          <Alert.Root recipe={alertSlotRecipe} status="success" variant="subtle" borderRadius="md" data-testid="reset-sent">
            <Alert.Indicator />
            <Alert.Content gap="1">
              <Alert.Title>{t('forgot.sentTitle')}</Alert.Title>
              <Alert.Description>{t('forgot.sentDescription', { email: values.email.trim() })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <ClubEmailText i18nKey="forgot.notReceived" fontSize="sm" color="fg.muted" />
          <Button variant="outline" onClick={startOver}>
            {t('forgot.tryAnother')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('forgot.title')}>
          <Stack gap="4">
            {failure && (
              <Alert.Root recipe={alertSlotRecipe} status="error" variant="subtle" borderRadius="md" role="alert">
                <Alert.Indicator />
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Root>
            )}
            <FormField label={t('fields.email')} error={errors.email} required>
              <Input recipe={inputRecipe}
                name="email"
                type="email"
                autoComplete="email"
                placeholder={t('fields.emailPlaceholder')}
                value={values.email}
                disabled={phase === 'sending'}
                onChange={(event) => setField('email', event.currentTarget.value)}
              />
            </FormField>
            <Button type="submit" colorPalette="brand" size="lg" loading={phase === 'sending'} loadingText={t('forgot.submitting')}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
