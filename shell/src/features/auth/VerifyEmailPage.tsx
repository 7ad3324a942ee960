import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ApiError, errorText } from '@golf/shared/api/client';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import '../../i18n/auth';
import { AuthCard } from './components/AuthCard';
import { verifyEmail, type VerifiedEmail } from './api/verify-email';
import { ResendLinkButton } from './components/ResendLinkButton';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'done'; verified: VerifiedEmail }
  | { kind: 'used' | 'expired' | 'invalid' | 'failed'; message: string };

/** The API's refusals by status (api-contract: 400 not a link, 409 used, 410 expired). */
function outcomeOf(error: unknown, fallback: string): Outcome {
  const message = errorText(error, fallback);
  const status = error instanceof ApiError ? error.httpStatus : 0;
  if (status === 409) return { kind: 'used', message };
  if (status === 410) return { kind: 'expired', message };
  if (status === 400) return { kind: 'invalid', message };
  return { kind: 'failed', message };
}

/**
 * /verify-email?token=…: the page the sign-up and email-change mails link to. It uses the link at
 * once and says how it went: confirmed, a new address confirmed, expired, already used, not a link.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation('shell');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const signedIn = useAuthStore((state) => state.status === 'signedIn');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });

  const check = useCallback(async () => {
    setOutcome({ kind: 'checking' });
    try {
      const verified = await verifyEmail(token);
      setOutcome({ kind: 'done', verified });
      // The banner and the profile follow the new state.
      if (useAuthStore.getState().status === 'signedIn') await useAuthStore.getState().refreshProfile();
    } catch (error) {
      setOutcome(outcomeOf(error, t('verify.failed')));
    }
  }, [token, t]);

  useEffect(() => {
    if (token) void check();
  }, [token, check]);

  const next = signedIn ? (
    <Button asChild colorPalette="brand" size="lg">
      <RouterLink to="/membership">{t('verify.continue')}</RouterLink>
    </Button>
  ) : (
    <Button asChild colorPalette="brand" size="lg">
      <RouterLink to="/login">{t('verify.signIn')}</RouterLink>
    </Button>
  );
  const newLink = signedIn ? <ResendLinkButton size="md" /> : <Text color="fg.muted">{t('verify.signInToResend')}</Text>;

  if (!token) {
    return (
      <AuthCard title={t('verify.title')}>
        <Stack gap="4">
          <Notice status="warning" title={t('verify.missingTitle')} description={t('verify.missingDescription')} testId="verify-missing" />
          {newLink}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('verify.title')}>
      {outcome.kind === 'checking' && (
        <HStack role="status" gap="3" data-testid="verify-checking">
          <Spinner size="sm" />
          <Text>{t('verify.checking')}</Text>
        </HStack>
      )}
      {outcome.kind === 'done' && (
        <Stack gap="4">
          {outcome.verified.purpose === 'email-change' ? (
            <Notice status="success" title={t('verify.changedTitle')} description={t('verify.changedDescription', { email: outcome.verified.email })} testId="verify-done" />
          ) : (
            <Notice status="success" title={t('verify.doneTitle')} description={t('verify.doneDescription')} testId="verify-done" />
          )}
          {next}
        </Stack>
      )}
      {outcome.kind === 'used' && (
        <Stack gap="4">
          <Notice status="info" title={t('verify.usedTitle')} description={t('verify.usedDescription')} testId="verify-used" />
          {next}
        </Stack>
      )}
      {(outcome.kind === 'expired' || outcome.kind === 'invalid') && (
        <Stack gap="4">
          <Notice status="warning" title={t(outcome.kind === 'expired' ? 'verify.expiredTitle' : 'verify.invalidTitle')} description={outcome.message} testId={`verify-${outcome.kind}`} />
          {newLink}
        </Stack>
      )}
      {outcome.kind === 'failed' && (
        <Stack gap="4">
          <Notice status="error" title={t('verify.failed')} description={outcome.message} testId="verify-failed" />
          <Button variant="outline" alignSelf="flex-start" onClick={() => void check()}>
            {t('verify.retry')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}

function Notice({ status, title, description, testId }: { status: 'success' | 'info' | 'warning' | 'error'; title: string; description: string; testId: string }) {
  return (
    <Alert.Root recipe={alertSlotRecipe} status={status} variant="subtle" borderRadius="md" data-testid={testId} role={status === 'error' || status === 'warning' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
