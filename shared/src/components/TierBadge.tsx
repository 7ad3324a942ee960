import { Badge } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';

/** The tiers the specification names; the API sends silver today, the others when it has them. */
export type MembershipTier = 'platinum' | 'gold' | 'silver' | 'bronze';

/**
 * Paying tiers are filled in their metal's colour; the free label (no tier: 'Member') is only
 * outlined in grey, so a member who pays never looks less than one who does not. Each fill and its
 * text keep WCAG AA (4.5:1) at the badge's small size, checked in TierBadge.test.tsx.
 */
const TIER_LOOK: Record<MembershipTier, { bg: string; color: string }> = {
  platinum: { bg: 'purple.600', color: 'white' },
  gold: { bg: 'yellow.300', color: 'gray.900' },
  silver: { bg: 'gray.600', color: 'white' },
  bronze: { bg: 'orange.700', color: 'white' },
};

/** The tier label the server sends; no tier shows 'Member' (spec 01 §1). */
export function TierBadge({ tier }: { tier?: MembershipTier | string | null }) {
  const { t } = useTranslation('common');
  const known = tier && tier in TIER_LOOK ? (tier as MembershipTier) : null;
  if (!known) {
    return (
      <Badge colorPalette="gray" variant="outline" size="sm" data-tier="member">
        {t('tier.member')}
      </Badge>
    );
  }
  return (
    <Badge {...TIER_LOOK[known]} size="sm" data-tier={known}>
      {t(`tier.${known}`)}
    </Badge>
  );
}
