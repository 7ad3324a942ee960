import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../utils/format';
import { useLanguage } from '../../../utils/language';
import { useRoundStore } from '../store/round-store';
import { sendPendingRounds } from '../store/send-pending';

/** The account's rounds kept on this phone and not sent yet, with a way to send them now. */
export function PendingRounds({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const allPending = useRoundStore((state) => state.pending);
  const removePending = useRoundStore((state) => state.removePending);
  const pending = allPending.filter((round) => round.ownerId === ownerId);
  const [sending, setSending] = useState(false);
  if (pending.length === 0) return null;
  const send = async () => {
    setSending(true);
    try {
      await sendPendingRounds(ownerId);
    } finally {
      setSending(false);
    }
  };
  return (
    <Box as="section" aria-labelledby="pending-title" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="l3" p="4" data-testid="pending-rounds">
      <Stack gap="3">
        <Box>
          <Text as="h2" id="pending-title" fontWeight="semibold">
            {t('outbox.title')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('outbox.hint')}
          </Text>
        </Box>
        <Stack as="ul" gap="2" listStyleType="none">
          {pending.map((round) => (
            <Flex as="li" key={round.id} justify="space-between" align="center" gap="3" wrap="wrap" data-testid="pending-round">
              <Box>
                <Text>
                  {round.playerName} · {round.courseName[language]} · {formatDay(round.input.playedOn, t)} · {round.gross}
                </Text>
                {round.refused && (
                  <Text fontSize="sm" color="red.600">
                    {t('outbox.refused', { error: round.refused })}
                  </Text>
                )}
              </Box>
              {round.refused && (
                <Button size="sm" variant="outline" onClick={() => removePending(round.id)}>
                  {t('outbox.discard')}
                </Button>
              )}
            </Flex>
          ))}
        </Stack>
        {pending.some((round) => !round.refused) && (
          <Button size="sm" alignSelf="flex-start" colorPalette="brand" variant="outline" loading={sending} loadingText={t('outbox.sending')} onClick={() => void send()}>
            {t('outbox.sendNow')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
