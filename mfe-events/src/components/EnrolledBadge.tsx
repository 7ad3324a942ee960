import { Badge, type BadgeProps } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';

/** "Enrolled" on an event the member has booked (lists, calendar). */
export function EnrolledBadge(props: BadgeProps) {
  const { t } = useTranslation('events');
  return (
    <Badge colorPalette="blue" variant="solid" data-enrolled="true" {...props}>
      {t('myBookings.enrolled')}
    </Badge>
  );
}
