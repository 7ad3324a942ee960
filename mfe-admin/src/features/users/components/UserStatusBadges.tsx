import { Badge } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@golf/contract/profile';

const MEMBERSHIP_BADGE = {
  active: { colorPalette: 'green', text: 'user.membership.annual' },
  expired: { colorPalette: 'orange', text: 'user.membership.expired' },
  guest: { colorPalette: 'gray', text: 'user.membership.guest' },
} as const;

/** The server's membershipStatus: a lapsed member is not shown as a running one. */
export function MembershipBadge({ user }: { user: Pick<AdminUser, 'membershipStatus'> }) {
  const { t } = useTranslation('admin');
  const badge = MEMBERSHIP_BADGE[user.membershipStatus];
  return (
    <Badge colorPalette={badge.colorPalette} variant="subtle">
      {t(badge.text)}
    </Badge>
  );
}

export function GroupBadge({ user }: { user: Pick<AdminUser, 'userGroup'> }) {
  const { t } = useTranslation('admin');
  const admin = user.userGroup === 'Admin';
  return (
    <Badge colorPalette={admin ? 'purple' : 'gray'} variant={admin ? 'solid' : 'outline'}>
      {t(admin ? 'user.group.Admin' : 'user.group.User')}
    </Badge>
  );
}

export function AccountStatusBadge({ user }: { user: Pick<AdminUser, 'accountFrozen'> }) {
  const { t } = useTranslation('admin');
  return user.accountFrozen ? (
    <Badge colorPalette="red" variant="solid">
      {t('user.status.frozen')}
    </Badge>
  ) : (
    <Badge colorPalette="green" variant="outline">
      {t('user.status.active')}
    </Badge>
  );
}
