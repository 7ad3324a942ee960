import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Trans } from '@golf/shared/i18n/trans';
import '../../i18n/auth';
import '../../i18n/forms';
import { SUPPORT_EMAIL } from '../../config/contacts';
import { FormField } from '../../components/FormField';
import { TextLink } from '../../components/TextLink';
import { useFormFields, type Rules } from '../../hooks/use-form-fields';
import { requiredEmail } from '../../utils/validation';
import { AuthCard } from './components/AuthCard';

type ForgotValues = { email: string };
const INITIAL: ForgotValues = { email: '' };
const RULES: Rules<ForgotValues> = { email: requiredEmail };

/** How long the simulated sending lasts, so the person sees that something happened. */
export const SIMULATED_SEND_MS = 1200;

/**
 * /forgot-password: the spec's stub. It simulates sending a reset link and makes no call (the
 * API has no reset endpoint); the sent state points to the support mailbox, which does work.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const { values, errors, setField, validate, reset } = useFormFields(INITIAL, RULES);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'sent'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle' || !validate()) return;
    setPhase('sending');
    timer.current = setTimeout(() => setPhase('sent'), SIMULATED_SEND_MS);
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
          <Text fontSize="sm" color="fg.muted">
            <Trans
              t={t}
              i18nKey="forgot.notReceived"
              values={{ support: SUPPORT_EMAIL }}
              components={{ mail: <Link href={`mailto:${SUPPORT_EMAIL}`} color="brand.700" /> }}
            />
          </Text>
          <Button variant="outline" onClick={startOver}>
            {t('forgot.tryAnother')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('forgot.title')}>
          <Stack gap="4">
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
