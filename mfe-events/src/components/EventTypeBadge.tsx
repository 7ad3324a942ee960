import { Badge, type BadgeProps } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';
import { typeLook } from '../utils/event-types';

export function EventTypeBadge({ type, ...rest }: { type: string } & BadgeProps) {
  const { t } = useTranslation('events');
  const look = typeLook(type);
  return (
    <Badge colorPalette={look.colorPalette} variant="solid" {...rest}>
      {t(`types.${look.labelKey}`)}
    </Badge>
  );
}
