import { Badge } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../types';

export function MembershipBadge({ user }: { user: Pick<AdminUser, 'annualMembershipActivated'> }) {
  const { t } = useTranslation('admin');
  return user.annualMembershipActivated ? (
    <Badge colorPalette="green" variant="subtle">
      {t('user.membership.annual')}
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      {t('user.membership.guest')}
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
