import { Badge } from '@chakra-ui/react/badge';
import type { CompetitionState } from '@golf/contract/golf-competition';
import { useTranslation } from 'react-i18next';

const PALETTE: Record<CompetitionState, string> = { draft: 'gray', live: 'red', ended: 'blue' };

/** Not started, live or ended. */
export function StateBadge({ state }: { state: CompetitionState }) {
  const { t } = useTranslation('golf');
  return <Badge colorPalette={PALETTE[state]}>{t(`competitions.state_${state}`)}</Badge>;
}
