import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { RoundSummary } from '@golf/contract/golf';
import { useTranslation } from 'react-i18next';
import { formatDay, tenth } from '../../../utils/format';
import { useLanguage } from '../../../utils/language';

/** A player's rounds, newest first: where, when, the score and what it counts for. */
export function RoundList({ rounds }: { rounds: RoundSummary[] }) {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  return (
    <Stack as="ul" gap="3" listStyleType="none" data-testid="round-list">
      {rounds.map((round) => (
        <Box as="li" key={round.id} borderWidth="1px" borderRadius="l2" p="4" data-testid="round">
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Box>
              <Text fontWeight="semibold">{round.courseName[language]}</Text>
              <Flex align="center" gap="2" color="fg.muted" fontSize="sm">
                <Box as="span" w="3" h="3" borderRadius="full" borderWidth="1px" style={{ background: round.teeColour }} aria-hidden />
                <span>
                  {round.teeName} · {round.nine ? t(`rounds.${round.nine}`) : t('rounds.holes18')} · {formatDay(round.playedOn, t)} · {t('rounds.practice')}
                </span>
              </Flex>
            </Box>
            <Box textAlign={{ base: 'left', sm: 'right' }}>
              <Text fontWeight="semibold">{t('rounds.gross', { gross: round.gross, par: round.par })}</Text>
              <Text fontSize="sm" color="fg.muted">
                {round.adjustedGross !== round.gross && `${t('rounds.adjusted', { score: round.adjustedGross })} · `}
                {round.waiting ? t('rounds.waiting') : t('rounds.differential', { value: tenth(round.differential) })}
              </Text>
            </Box>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
