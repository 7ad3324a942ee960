import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Text } from '@chakra-ui/react/text';
import { HOLE_STROKES_MAX } from '@golf/contract/golf';
import { useTranslation } from 'react-i18next';

/**
 * A hole's strokes with big − and + buttons for a thumb on a phone (the round entry's and the
 * marker's). `label` names the group for screen readers; `size` is the round's big or the
 * marker's compact one (a row per player).
 */
export function StrokeStepper({ strokes, onChange, label, compact = false, testId }: { strokes: number; onChange: (strokes: number) => void; label: string; compact?: boolean; testId?: string }) {
  const { t } = useTranslation('golf');
  const change = (by: number) => onChange(Math.max(1, Math.min(HOLE_STROKES_MAX, strokes + by)));
  return (
    <Grid templateColumns={compact ? 'auto auto auto' : '1fr auto 1fr'} alignItems="center" gap="3" role="group" aria-label={label}>
      <Button size={compact ? 'xl' : '2xl'} h={compact ? '14' : '20'} minW={compact ? '14' : undefined} variant="outline" fontSize="3xl" aria-label={t('entry.fewer')} onClick={() => change(-1)} disabled={strokes <= 1}>
        −
      </Button>
      <Text as="output" fontSize={compact ? '4xl' : '6xl'} fontWeight="bold" minW={compact ? '12' : '20'} textAlign="center" aria-live="polite" aria-label={label} data-testid={testId}>
        {strokes}
      </Text>
      <Button size={compact ? 'xl' : '2xl'} h={compact ? '14' : '20'} minW={compact ? '14' : undefined} variant="outline" fontSize="3xl" aria-label={t('entry.more')} onClick={() => change(1)} disabled={strokes >= HOLE_STROKES_MAX}>
        +
      </Button>
    </Grid>
  );
}
