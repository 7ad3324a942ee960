import { Badge } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';

// Spec 02 names colours for Practice, Tournament and Coaching; the other types get their own so
// the table reads at a glance. An unknown type is grey.
const PALETTE: Record<string, string> = {
  Practice: 'green',
  Coaching: 'blue',
  Tournament: 'orange',
  Gathering: 'purple',
  Event: 'teal',
  'Crossover Event': 'pink',
  Other: 'gray',
};

export function EventTypeBadge({ type }: { type: string }) {
  const { t } = useTranslation('admin');
  return (
    <Badge colorPalette={PALETTE[type] ?? 'gray'} variant="subtle" whiteSpace="nowrap">
      {t(`eventTypes.${type}`, { defaultValue: type })}
    </Badge>
  );
}
