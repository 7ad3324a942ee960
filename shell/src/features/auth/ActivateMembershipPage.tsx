import { useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { errorText } from '@golf/shared/api/client';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import '../../i18n/auth';
import '../../i18n/forms';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { PhoneField } from '../../components/PhoneField';
import { TextLink } from '../../components/TextLink';
import { useFormFields, type Rules } from '../../hooks/use-form-fields';
import { DEFAULT_COUNTRY_CODE } from '../../utils/country-codes';
import { newPassword, required, requiredEmail, requiredPhone } from '../../utils/validation';
import { activateMembership } from './api/activate-membership';
import { AuthCard } from './components/AuthCard';
import { SuccessPanel } from './components/SuccessPanel';
import { useRedirectAfter } from './hooks/use-redirect-after';

type ActivationValues = { email: string; countryCode: string; phone: string; password: string; verifyPassword: string };

const INITIAL: ActivationValues = { email: '', countryCode: DEFAULT_COUNTRY_CODE, phone: '', password: '', verifyPassword: '' };

const RULES: Rules<ActivationValues> = {
  email: requiredEmail,
  phone: requiredPhone,
  password: newPassword,
  // Spec 01 §5: a mismatch is reported and nothing is sent.
  verifyPassword: (value, values) => required(value) ?? (value === values.password ? null : { key: 'activate.mismatch' }),
};

export const ACTIVATION_REDIRECT_MS = 2000;

/** /activate-membership: an account the club registered gets its password; then /login after 2 s. */
export default function ActivateMembershipPage() {
  const { t } = useTranslation('shell');
  const { values, errors, setField, validate } = useFormFields(INITIAL, RULES);
  const [submitting, setSubmitting] = useState(false);
  const [activated, setActivated] = useState(false);
  useRedirectAfter(activated, '/login', ACTIVATION_REDIRECT_MS);
  const signedIn = useAuthStore((state) => state.status === 'signedIn');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !validate()) return;
    setSubmitting(true);
    try {
      await activateMembership({
        email: values.email.trim(),
        countryCode: values.countryCode,
        phone: values.phone.trim(),
        password: values.password,
      });
      toastSuccess(t('activate.successTitle'));
      setActivated(true);
    } catch (error) {
      toastError(t('activate.failedTitle'), errorText(error, t('activate.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  // Activation makes an account for a paper member; one who is signed in has it already.
  if (signedIn && !activated) return <Navigate to="/membership" replace />;

  return (
    <AuthCard
      title={t('activate.title')}
      subtitle={t('activate.subtitle')}
      footer={
        <Text>
          {t('activate.haveAccount')} <TextLink to="/login">{t('activate.signInLink')}</TextLink>
        </Text>
      }
    >
      {activated ? (
        <SuccessPanel title={t('activate.successTitle')} description={t('activate.successDescription')} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('activate.title')}>
          <Stack gap="4">
            <FormField label={t('fields.email')} error={errors.email} required>
              <Input recipe={inputRecipe}
                name="email"
                type="email"
                autoComplete="email"
                placeholder={t('fields.emailPlaceholder')}
                value={values.email}
                onChange={(event) => setField('email', event.currentTarget.value)}
              />
            </FormField>
            <PhoneField
              countryCode={values.countryCode}
              phone={values.phone}
              onCountryCodeChange={(code) => setField('countryCode', code)}
              onPhoneChange={(phone) => setField('phone', phone)}
              error={errors.phone}
            />
            <FormField label={t('fields.password')} error={errors.password} required>
              <PasswordInput
                name="password"
                autoComplete="new-password"
                value={values.password}
                onChange={(event) => setField('password', event.currentTarget.value)}
              />
            </FormField>
            <FormField label={t('fields.verifyPassword')} error={errors.verifyPassword} required>
              <PasswordInput
                name="verifyPassword"
                autoComplete="new-password"
                value={values.verifyPassword}
                onChange={(event) => setField('verifyPassword', event.currentTarget.value)}
              />
            </FormField>
            <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText={t('activate.submitting')}>
              {t('activate.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
