import { Badge } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';
import { readScope } from '../utils/announcement-form';

export function ScopeBadge({ scope }: { scope: string }) {
  const { t } = useTranslation('admin');
  const read = readScope(scope);
  return (
    <Badge colorPalette={read === 'MemberOnly' ? 'purple' : 'gray'} variant={read === 'MemberOnly' ? 'solid' : 'subtle'} whiteSpace="nowrap">
      {t(`scopes.${read}`)}
    </Badge>
  );
}
