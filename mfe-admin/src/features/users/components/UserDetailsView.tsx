import type { ReactNode } from 'react';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { DataList } from '@chakra-ui/react/data-list';
import { dataListSlotRecipe } from '@golf/shared/theme/recipes/data-list';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@golf/shared/utils/relative-time';
import { formatMemberId } from '@golf/shared/utils/member-id';
import type { AdminUser } from '@golf/contract/profile';
import { MembershipBadge } from './UserStatusBadges';

function Section({ title, rows }: { title: string; rows: Array<[string, ReactNode]> }) {
  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white">
      <Card.Header pb="0">
        <Card.Title fontSize="md">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="md">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The view mode: every field the admin can see, grouped as in the edit form. */
export function UserDetailsView({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const field = (name: string) => t(`userDetail.fields.${name}`);
  const orNotSet = (value: ReactNode) => (value === null || value === undefined || value === '' ? t('userDetail.notSet') : value);

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Section
        title={t('userDetail.sections.account')}
        rows={[
          [field('memberId'), formatMemberId(user.numericId)],
          [field('fullName'), user.fullName],
          [field('email'), user.email],
          [field('phone'), orNotSet(user.countryCode && user.phone ? `${user.countryCode} ${user.phone}` : user.phone)],
          [field('userGroup'), t(user.userGroup === 'Admin' ? 'user.group.Admin' : 'user.group.User')],
          [field('status'), t(user.accountFrozen ? 'user.status.frozen' : 'user.status.active')],
          [
            field('registrationStatus'),
            user.registrationStatus
              ? t(`user.registration.${user.registrationStatus}`, { defaultValue: user.registrationStatus })
              : t('userDetail.notSet'),
          ],
          [field('createdAt'), user.createdAt ? formatDate(user.createdAt) : t('userDetail.notSet')],
        ]}
      />
      <Section
        title={t('userDetail.sections.profile')}
        rows={[
          [field('gender'), user.gender ? t(`user.gender.${user.gender}`) : t('userDetail.notSet')],
          [field('kscId'), orNotSet(user.kscId)],
          [field('handicapIndex'), orNotSet(user.handicapIndex)],
        ]}
      />
      <Section
        title={t('userDetail.sections.membership')}
        rows={[
          [field('membership'), <MembershipBadge key="membership" user={user} />],
          [
            field('membershipExpiry'),
            user.annualMembershipActivated
              ? user.annualMembershipExpiredAt
                ? formatDate(user.annualMembershipExpiredAt)
                : t('userDetail.noExpiry')
              : '—',
          ],
          [field('memberSince'), user.memberSince ? formatDate(user.memberSince) : t('userDetail.notSet')],
          [field('point'), user.point ?? 0],
          [field('noOfFreePractice'), user.noOfFreePractice ?? 0],
          [field('noOfFreeCoaching'), user.noOfFreeCoaching ?? 0],
        ]}
      />
      <Section
        title={t('userDetail.sections.consent')}
        rows={[
          [
            field('privacyNotice'),
            user.privacyNoticeVersion && user.privacyConsentedAt
              ? t('userDetail.consent.agreed', { version: user.privacyNoticeVersion, date: formatDate(user.privacyConsentedAt) })
              : t('userDetail.consent.notRecorded'),
          ],
          [field('marketing'), t(user.marketingConsent ? 'userDetail.consent.marketingYes' : 'userDetail.consent.marketingNo')],
        ]}
      />
    </SimpleGrid>
  );
}
