import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
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
import { handicap, newPassword, required, requiredEmail, requiredPhone } from '@golf/shared/forms/rules';
import { signUp } from './api/sign-up';
import { PRIVACY_NOTICE_VERSION } from '@golf/contract/privacy-notice';
import { PrivacyNoticeLink } from '@golf/shared/components/PrivacyNoticeLink';
import { AuthCard } from './components/AuthCard';
import { SignupConsent } from './components/SignupConsent';
import { SuccessPanel } from './components/SuccessPanel';
import { useRedirectAfter } from './hooks/use-redirect-after';
import { accountPageLink, afterSignInPath, returnPathOf } from './utils/return-path';

type SignupValues = {
  fullName: string;
  email: string;
  password: string;
  countryCode: string;
  phone: string;
  kscId: string;
  handicapIndex: string;
  privacyConsent: boolean;
  marketingConsent: boolean;
};

const INITIAL: SignupValues = {
  fullName: '',
  email: '',
  password: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
  kscId: '',
  handicapIndex: '',
  privacyConsent: false,
  marketingConsent: false,
};

const RULES: FieldRules<SignupValues> = {
  fullName: required(),
  email: requiredEmail(),
  password: newPassword(),
  phone: requiredPhone(),
  handicapIndex: handicap(),
  privacyConsent: (checked) => (checked ? null : { key: 'signup.consentRequired' }),
};

export const SIGNUP_REDIRECT_MS = 3000;

/**
 * /signup (spec 01 §2–§5, §8; the privacy notice's consent and the marketing opt-in, decision 94): success, then /login after 3 s. The page the visitor came from (an
 * event's "login to enrol") travels along to /login, so signing in leads back to it (DESIGN §5c).
 */
export default function SignupPage() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const from = returnPathOf(location);
  const signIn = useMemo(() => accountPageLink('/login', from), [from]);
  const { values, errors, setField, validate } = useForm(INITIAL, RULES);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState(false);
  useRedirectAfter(created, signIn.to, SIGNUP_REDIRECT_MS, signIn.state);
  const signedIn = useAuthStore((state) => state.status === 'signedIn');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !validate()) return;
    setSubmitting(true);
    try {
      await signUp({
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        password: values.password,
        countryCode: values.countryCode,
        phone: values.phone.trim(),
        kscId: values.kscId.trim() || null,
        handicapIndex: values.handicapIndex.trim() ? Number(values.handicapIndex.trim()) : null,
        privacyConsent: true,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        marketingConsent: values.marketingConsent,
      });
      toastSuccess(t('signup.successTitle'));
      setCreated(true);
    } catch (error) {
      toastError(t('signup.failedTitle'), errorText(error, t('signup.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  // A member has an account already: where signing in would have led is where this leads.
  if (signedIn && !created) return <Navigate to={afterSignInPath(location)} replace />;

  return (
    <AuthCard
      wide
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <Text>
          {t('signup.haveAccount')} <TextLink to={signIn.to} state={signIn.state}>{t('signup.signInLink')}</TextLink>
        </Text>
      }
    >
      {created ? (
        <SuccessPanel title={t('signup.successTitle')} description={t('signup.successDescription')} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('signup.title')}>
          <Stack gap="4">
            <FormField label={t('fields.fullName')} error={errors.fullName} required>
              <Input recipe={inputRecipe}
                name="fullName"
                autoComplete="name"
                value={values.fullName}
                onChange={(event) => setField('fullName', event.currentTarget.value)}
              />
            </FormField>
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
            <FormField label={t('fields.password')} error={errors.password} required>
              <PasswordInput
                name="password"
                autoComplete="new-password"
                value={values.password}
                onChange={(event) => setField('password', event.currentTarget.value)}
              />
            </FormField>
            <PhoneField
              countryCode={values.countryCode}
              phone={values.phone}
              onCountryCodeChange={(code) => setField('countryCode', code)}
              onPhoneChange={(phone) => setField('phone', phone)}
              error={errors.phone}
            />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label={t('fields.kscId')} optional hint={t('fields.kscIdHint')}>
                <Input recipe={inputRecipe} name="kscId" value={values.kscId} onChange={(event) => setField('kscId', event.currentTarget.value)} />
              </FormField>
              <FormField label={t('fields.handicapIndex')} optional hint={t('fields.handicapHint')} error={errors.handicapIndex}>
                <Input recipe={inputRecipe}
                  name="handicapIndex"
                  inputMode="decimal"
                  value={values.handicapIndex}
                  onChange={(event) => setField('handicapIndex', event.currentTarget.value)}
                />
              </FormField>
            </SimpleGrid>
            <SignupConsent
              privacy={values.privacyConsent}
              marketing={values.marketingConsent}
              missing={Boolean(errors.privacyConsent)}
              onPrivacyChange={(checked) => setField('privacyConsent', checked)}
              onMarketingChange={(checked) => setField('marketingConsent', checked)}
            />
            <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText={t('signup.submitting')}>
              {t('signup.submit')}
            </Button>
            <PrivacyNoticeLink textAlign="center" />
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
