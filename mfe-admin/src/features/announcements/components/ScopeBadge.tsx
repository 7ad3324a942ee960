import { Badge } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';
import type { AnnouncementScope } from '@golf/contract/announcements';

/** The API reads older stored scopes as one of the two, so the badge has two faces. */
export function ScopeBadge({ scope: read }: { scope: AnnouncementScope }) {
  const { t } = useTranslation('admin');
  return (
    <Badge colorPalette={read === 'MemberOnly' ? 'purple' : 'gray'} variant={read === 'MemberOnly' ? 'solid' : 'subtle'} whiteSpace="nowrap">
      {t(`scopes.${read}`)}
    </Badge>
  );
}
