import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { List } from '@chakra-ui/react/list';
import { listSlotRecipe } from '@golf/shared/theme/recipes/list';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { errorText } from '@golf/shared/api/client';
import { signOutEverywhere } from '@golf/shared/auth/sign-out';
import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { formatDateAndTime } from '@golf/shared/utils/relative-time';
import { toastError, toastInfo } from '@golf/shared/theme/toaster';
import { endSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { SectionCard } from '../../../components/SectionCard';

/**
 * Where the account is signed in (device, last seen); any other device signs out on its own
 * button, and "sign out everywhere" (DESIGN §9) ends every session on the server, this one
 * included, and the member signs in again here.
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation('membership');
  const navigate = useNavigate();
  const { data: sessions, error, loading, refetch } = useSessions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [ending, setEnding] = useState<string | null>(null);

  const endOne = async (sessionId: string, device: string) => {
    setEnding(sessionId);
    try {
      await endSession(sessionId);
      toastInfo(t('sessions.deviceSignedOut', { device }));
    } catch (failure) {
      toastError(t('sessions.deviceSignOutFailed'), errorText(failure, t('sessions.signOutFailedHint')));
    } finally {
      // Either way the list is read again: a device that was already gone leaves it too.
      await refetch();
      setEnding(null);
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await signOutEverywhere();
      toastInfo(t('sessions.signedOutEverywhere'));
      navigate('/login');
    } catch (failure) {
      toastError(t('sessions.signOutFailed'), errorText(failure, t('sessions.signOutFailedHint')));
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <SectionCard title={t('sessions.title')} description={t('sessions.description')} testId="sessions-section">
      <Stack gap="4" align="flex-start">
        {loading && !sessions && (
          <Stack direction="row" align="center" gap="2" role="status">
            <Spinner size="sm" />
            <Text color="fg.muted">{t('sessions.loading')}</Text>
          </Stack>
        )}
        {error && !sessions ? (
          <Stack direction="row" align="center" gap="3" role="alert">
            <Text color="red.600">{t('sessions.loadFailed')}</Text>
            <Button size="xs" variant="outline" onClick={() => void refetch()}>
              {t('sessions.retry')}
            </Button>
          </Stack>
        ) : null}
        {sessions && sessions.length === 0 && <Text color="fg.muted">{t('sessions.empty')}</Text>}
        {sessions && sessions.length > 0 && (
          <List.Root recipe={listSlotRecipe} as="ul" listStyle="none" gap="2" w="full" data-testid="sessions-list">
            {sessions.map((session) => {
              const device = session.device || t('sessions.unknownDevice');
              return (
                <List.Item key={session._id} display="flex" flexWrap="wrap" alignItems="center" gap="2">
                  <Text fontWeight="medium">{device}</Text>
                  {session.current && <Badge colorPalette="brand">{t('sessions.thisDevice')}</Badge>}
                  <Text color="fg.muted" fontSize="sm">
                    {t('sessions.lastSeen', { when: formatDateAndTime(session.lastSeenAt, i18n.language) })}
                  </Text>
                  {!session.current && (
                    <Button
                      size="xs"
                      variant="outline"
                      ms="auto"
                      aria-label={t('sessions.signOutDeviceLabel', { device })}
                      loading={ending === session._id}
                      disabled={ending !== null && ending !== session._id}
                      onClick={() => void endOne(session._id, device)}
                    >
                      {t('sessions.signOutDevice')}
                    </Button>
                  )}
                </List.Item>
              );
            })}
          </List.Root>
        )}
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          {t('sessions.signOutEverywhere')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('sessions.confirmTitle')}
        message={t('sessions.confirmMessage')}
        confirmLabel={t('sessions.signOutEverywhere')}
        busyLabel={t('sessions.signingOut')}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
