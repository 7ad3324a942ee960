import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { errorText } from '@golf/shared/api/client';
import { LoadingState } from '@golf/shared/components/StatePanels';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import '../../../i18n/family-catalogue';
import { acceptInvitation } from '../api/accept-invitation';

type Outcome = { state: 'accepting' } | { state: 'accepted'; email: string } | { state: 'failed'; reason: string };

/**
 * /membership/family/accept?token=…: the second guardian's link, used once. The link proves the
 * address; the account with that address joins, which may not be the one signed in here.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('family');
  const [params] = useSearchParams();
  const myEmail = useAuthStore((state) => state.profile?.email);
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() => (token ? { state: 'accepting' } : { state: 'failed', reason: '' }));
  // Spent once, also under StrictMode's double effects: a second try would read "already used".
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    acceptInvitation(token).then(
      ({ email }) => {
        void invalidateQueries(['family']);
        setOutcome({ state: 'accepted', email });
      },
      (error: unknown) => setOutcome({ state: 'failed', reason: errorText(error, '') }),
    );
  }, [token]);

  return (
    <Stack gap="4" maxW="xl" data-testid="accept-invitation" data-state={outcome.state}>
      <Heading as="h1" size="2xl">
        {t('accept.title')}
      </Heading>
      {outcome.state === 'accepting' && <LoadingState label={t('accept.accepting')} />}
      {outcome.state === 'accepted' && (
        <Stack gap="2" role="status">
          <Text fontWeight="semibold">{t('accept.accepted')}</Text>
          <Text color="fg.muted">
            {outcome.email.toLowerCase() === myEmail?.toLowerCase() ? t('accept.acceptedHint') : t('accept.acceptedOther', { email: outcome.email })}
          </Text>
        </Stack>
      )}
      {outcome.state === 'failed' && (
        <Stack gap="2" role="alert">
          <Text fontWeight="semibold" color="red.600">
            {t('accept.failed')}
          </Text>
          <Text color="fg.muted">{outcome.reason || t('accept.missing')}</Text>
        </Stack>
      )}
      {outcome.state !== 'accepting' && (
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <RouterLink to="/membership/family">{t('accept.openFamily')}</RouterLink>
        </Button>
      )}
    </Stack>
  );
}
