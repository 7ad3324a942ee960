import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { errorText } from '@golf/shared/api/client';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import '../../../i18n/auth';
import { resendVerification } from '../api/resend-verification';

/** "Send a new link" for the signed-in member; says where it went, or why not (rate limit). */
export function ResendLinkButton({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { t } = useTranslation('shell');
  const email = useAuthStore((state) => state.profile?.email ?? '');
  const [phase, setPhase] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setPhase('sending');
    setFailure(null);
    try {
      await resendVerification();
      setPhase('sent');
    } catch (error) {
      setFailure(errorText(error, t('verify.failed')));
      setPhase('idle');
    }
  };

  if (phase === 'sent') return <Text role="status" fontSize="sm">{t('verify.resent', { email })}</Text>;
  return (
    <>
      <Button size={size} variant="outline" alignSelf="flex-start" loading={phase === 'sending'} loadingText={t('verify.resending')} onClick={send}>
        {t('verify.resend')}
      </Button>
      {failure && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {failure}
        </Text>
      )}
    </>
  );
}
