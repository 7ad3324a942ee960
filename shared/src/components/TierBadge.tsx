import { Badge } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';

/** The tiers the specification names; the API sends silver today, the others when it has them. */
export type MembershipTier = 'platinum' | 'gold' | 'silver' | 'bronze';

const PALETTE: Record<MembershipTier, string> = { platinum: 'purple', gold: 'yellow', silver: 'gray', bronze: 'orange' };

/** The tier label the server sends; no tier shows 'Member' (spec 01 §1). */
export function TierBadge({ tier }: { tier?: MembershipTier | string | null }) {
  const { t } = useTranslation('common');
  const known = tier && tier in PALETTE ? (tier as MembershipTier) : null;
  return (
    <Badge colorPalette={known ? PALETTE[known] : 'green'} variant="subtle" size="sm">
      {known ? t(`tier.${known}`) : t('tier.member')}
    </Badge>
  );
}
