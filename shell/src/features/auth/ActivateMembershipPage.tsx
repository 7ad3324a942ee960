import { useState, type FormEvent } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { errorText } from '@golf/shared/api/client';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import '../../i18n/auth';
import '../../i18n/forms';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { PhoneField } from '../../components/PhoneField';
import { TextLink } from '../../components/TextLink';
import { useForm, type FieldRules } from '@golf/shared/forms/use-form';
import { DEFAULT_COUNTRY_CODE } from '../../utils/country-codes';
import { newPassword, required, requiredEmail, requiredPhone } from '@golf/shared/forms/rules';
import { activateMembership } from './api/activate-membership';
import { confirmActivation } from './api/confirm-activation';
import { SignupConsent } from './components/SignupConsent';
import { AuthCard } from './components/AuthCard';
import { SuccessPanel } from './components/SuccessPanel';
import { useRedirectAfter } from './hooks/use-redirect-after';

type RequestValues = { email: string; countryCode: string; phone: string };
const REQUEST_INITIAL: RequestValues = { email: '', countryCode: DEFAULT_COUNTRY_CODE, phone: '' };
const REQUEST_RULES: FieldRules<RequestValues> = { email: requiredEmail(), phone: requiredPhone() };

type PasswordValues = { password: string; verifyPassword: string; privacyConsent: boolean; marketingConsent: boolean };
const PASSWORD_INITIAL: PasswordValues = { password: '', verifyPassword: '', privacyConsent: false, marketingConsent: false };
const PASSWORD_RULES: FieldRules<PasswordValues> = {
  password: newPassword(),
  // Spec 01 §5: a mismatch is reported and nothing is sent.
  verifyPassword: (value, values) => required()(value) ?? (value === values.password ? null : { key: 'activate.mismatch' }),
  // Taking the account over agrees to the privacy notice, as sign-up does (decision 94).
  privacyConsent: (checked) => (checked ? null : { key: 'signup.consentRequired' }),
};

export const ACTIVATION_REDIRECT_MS = 2000;

/**
 * /activate-membership: an account the club registered. Email and phone only have a link mailed
 * to the registered address (issue 36 point 6); the link opens this page with its token, where the
 * password is chosen; then /login after 2 s.
 */
export default function ActivateMembershipPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const signedIn = useAuthStore((state) => state.status === 'signedIn');
  // Activation makes an account for a paper member; one who is signed in has it already.
  if (signedIn && !token) return <Navigate to="/membership" replace />;
  return token ? <ChoosePassword token={token} /> : <AskForLink />;
}

function Footer() {
  const { t } = useTranslation('shell');
  return (
    <Text>
      {t('activate.haveAccount')} <TextLink to="/login">{t('activate.signInLink')}</TextLink>
    </Text>
  );
}

function AskForLink() {
  const { t } = useTranslation('shell');
  const { values, errors, setField, validate } = useForm(REQUEST_INITIAL, REQUEST_RULES);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !validate()) return;
    setSubmitting(true);
    try {
      const email = values.email.trim();
      await activateMembership({ email, countryCode: values.countryCode, phone: values.phone.trim() });
      setSentTo(email);
    } catch (error) {
      toastError(t('activate.failedTitle'), errorText(error, t('activate.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('activate.title')} subtitle={sentTo ? undefined : t('activate.subtitle')} footer={<Footer />}>
      {sentTo ? (
        <Alert.Root recipe={alertSlotRecipe} status="info" variant="subtle" borderRadius="md" data-testid="activation-sent">
          <Alert.Indicator />
          <Alert.Content gap="1">
            <Alert.Title>{t('activate.sentTitle')}</Alert.Title>
            <Alert.Description>{t('activate.sentDescription', { email: sentTo })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
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
            <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText={t('activate.submitting')}>
              {t('activate.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

function ChoosePassword({ token }: { token: string }) {
  const { t } = useTranslation('shell');
  const { values, errors, setField, validate } = useForm(PASSWORD_INITIAL, PASSWORD_RULES);
  const [submitting, setSubmitting] = useState(false);
  const [activated, setActivated] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useRedirectAfter(activated, '/login', ACTIVATION_REDIRECT_MS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !validate()) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await confirmActivation(token, values.password, values.marketingConsent);
      toastSuccess(t('activate.successTitle'));
      setActivated(true);
    } catch (error) {
      setFailure(errorText(error, t('activate.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('activate.chooseTitle')} subtitle={activated ? undefined : t('activate.chooseSubtitle')} footer={<Footer />}>
      {activated ? (
        <SuccessPanel title={t('activate.successTitle')} description={t('activate.successDescription')} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('activate.chooseTitle')}>
          <Stack gap="4">
            {failure && (
              <Stack gap="3">
                <Alert.Root recipe={alertSlotRecipe} status="error" variant="subtle" borderRadius="md" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Root>
                <Button asChild variant="outline" alignSelf="flex-start">
                  <RouterLink to="/activate-membership">{t('activate.askAgain')}</RouterLink>
                </Button>
              </Stack>
            )}
            <FormField label={t('fields.password')} error={errors.password} required>
              <PasswordInput name="password" autoComplete="new-password" value={values.password} onChange={(event) => setField('password', event.currentTarget.value)} />
            </FormField>
            <FormField label={t('fields.verifyPassword')} error={errors.verifyPassword} required>
              <PasswordInput name="verifyPassword" autoComplete="new-password" value={values.verifyPassword} onChange={(event) => setField('verifyPassword', event.currentTarget.value)} />
            </FormField>
            <SignupConsent
              privacy={values.privacyConsent}
              marketing={values.marketingConsent}
              missing={Boolean(errors.privacyConsent)}
              onPrivacyChange={(checked) => setField('privacyConsent', checked)}
              onMarketingChange={(checked) => setField('marketingConsent', checked)}
            />
            <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText={t('activate.submitting')}>
              {t('activate.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
