import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@golf/shared/api/client';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import '../../i18n/auth';
import '../../i18n/forms';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { TextLink } from '../../components/TextLink';
import { useForm, type FieldRules } from '@golf/shared/forms/use-form';
import { required, requiredEmail } from '@golf/shared/forms/rules';
import { signIn } from './api/sign-in';
import { AuthCard } from './components/AuthCard';
import { ForgotPasswordDialog } from './components/ForgotPasswordDialog';
import { accountPageLink, afterSignInPath, returnPathOf } from './utils/return-path';

type LoginValues = { email: string; password: string };
const INITIAL: LoginValues = { email: '', password: '' };
const RULES: FieldRules<LoginValues> = { email: requiredEmail(), password: required() };

/**
 * /login (spec 01 §2, §8): sign in, then the page the visitor came from (router state or a checked
 * `?next=`) or /membership. The way to sign-up keeps that page (DESIGN §5c).
 */
export default function LoginPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const status = useAuthStore((state) => state.status);
  const { values, errors, setField, validate } = useForm(INITIAL, RULES);
  const [submitting, setSubmitting] = useState(false);
  const target = useMemo(() => afterSignInPath(location), [location]);
  const signUp = accountPageLink('/signup', returnPathOf(location));
  const sessionEnded = useSessionEndedNotice();

  // Already signed in: this page has nothing to offer.
  if (status === 'signedIn' && !submitting) return <Navigate to={target} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !validate()) return;
    setSubmitting(true);
    const email = values.email.trim();
    try {
      const token = await signIn({ email, password: values.password });
      await useAuthStore.getState().signIn(token, email);
      toastSuccess(t('login.welcomeBack'));
      navigate(target, { replace: true });
    } catch (error) {
      // A server that answered 'nok' (wrong password, frozen, too many tries) vs. no answer at all.
      if (error instanceof ApiError && error.httpStatus > 0) {
        toastError(t('login.failedTitle'), error.serverMessage ?? t('login.invalidCredentials'));
      } else {
        toastError(t('login.failedTitle'), t('login.unexpected'));
      }
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <Text>
            {t('login.noAccount')} <TextLink to={signUp.to} state={signUp.state}>{t('login.signUpLink')}</TextLink>
          </Text>
          <Text>
            {t('login.registeredByClub')} <TextLink to="/activate-membership">{t('login.activateLink')}</TextLink>
          </Text>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
        <Stack gap="4">
          {sessionEnded && <SessionEndedNotice />}
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
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => setField('password', event.currentTarget.value)}
            />
          </FormField>
          <Flex justify="flex-end">
            <ForgotPasswordDialog />
          </Flex>
          <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText={t('login.submitting')}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/**
 * Whether to say the session ended: the store's flag (taken once, here) or the router state of a
 * redirect that carried it. Read when the page opens, so it stays while the member signs in.
 */
function useSessionEndedNotice(): boolean {
  const location = useLocation();
  const [ended] = useState(
    () => useAuthStore.getState().sessionEnded || Boolean((location.state as { sessionEnded?: boolean } | null)?.sessionEnded),
  );
  useEffect(() => {
    if (useAuthStore.getState().sessionEnded) useAuthStore.getState().acknowledgeSessionEnd();
  }, []);
  return ended;
}

/**
 * Why the member is here: the server ended the session (frozen, password changed elsewhere,
 * signed out everywhere). Said on the page, not only in a toast, which can come and go unseen.
 */
function SessionEndedNotice() {
  const { t } = useTranslation('frame');
  return (
    <Stack gap="0.5" role="status" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="md" px="4" py="3" data-testid="session-ended">
      <Text fontWeight="semibold">{t('session.ended')}</Text>
      <Text fontSize="sm" color="fg.muted">{t('session.endedHint')}</Text>
    </Stack>
  );
}
