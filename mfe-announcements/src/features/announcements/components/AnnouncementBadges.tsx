import { Badge } from '@chakra-ui/react/badge';
import { HStack } from '@chakra-ui/react/stack';
import type { Announcement } from '@golf/contract/announcements';
import { useTranslation } from 'react-i18next';
import { LanguageMarker } from '@golf/shared/components/LanguageMarker';
import { CATEGORY_PALETTE, knownCategory } from '../utils/categories';
import { LockIcon } from './icons';

export function MembersOnlyBadge() {
  const { t } = useTranslation('announcements');
  return (
    <Badge colorPalette="yellow" variant="solid" size="sm" data-testid="members-only">
      <LockIcon boxSize="3" />
      {t('membersOnly')}
    </Badge>
  );
}

/** Category, for members' items the 'Members only' badge, and the language when it is not the page's (DESIGN §13). */
export function AnnouncementBadges({ announcement, featured = false }: { announcement: Announcement; featured?: boolean }) {
  const { t } = useTranslation('announcements');
  const category = knownCategory(announcement.category);
  return (
    <HStack gap="2" wrap="wrap">
      {featured && (
        <Badge colorPalette="brand" variant="solid" size="sm">
          {t('featured.label')}
        </Badge>
      )}
      {category && (
        <Badge colorPalette={CATEGORY_PALETTE[category]} variant="subtle" size="sm" data-category={category}>
          {t(`category.${category}`)}
        </Badge>
      )}
      {announcement.scope === 'MemberOnly' && <MembersOnlyBadge />}
      <LanguageMarker of={[announcement.titleLang, announcement.contentLang]} />
    </HStack>
  );
}
