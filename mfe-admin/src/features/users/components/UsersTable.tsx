import { initialsOf } from '@golf/shared/utils/initials';
import { Avatar } from '@chakra-ui/react/avatar';
import { avatarSlotRecipe } from '@golf/shared/theme/recipes/avatar';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { ColumnHeader } from '../../../components/list/ColumnHeader';
import { ListTable } from '../../../components/list/ListTable';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fileUrl } from '@golf/shared/api/runtime-config';
import { formatDate } from '@golf/shared/utils/relative-time';
import { formatMemberId } from '@golf/shared/utils/member-id';
import type { AdminUser } from '@golf/contract/profile';
import { AccountStatusBadge, GroupBadge, MembershipBadge } from './UserStatusBadges';
import '../../../components/texts';

/** The same for the cards a phone shows instead. */
export interface UsersTableProps {
  users: AdminUser[];
  detailPath: (userId: string) => string;
  /** Where Back from the detail screen returns (this page of this search). */
  returnTo: string;
}

export function UsersTable({ users, detailPath, returnTo }: UsersTableProps) {
  const { t } = useTranslation('admin');
  return (
    <ListTable interactive
      columns={
        <>
          <ColumnHeader>{t('users.columns.memberId')}</ColumnHeader>
          <ColumnHeader>{t('users.columns.name')}</ColumnHeader>
          <ColumnHeader>{t('users.columns.phone')}</ColumnHeader>
          <ColumnHeader>{t('users.columns.membership')}</ColumnHeader>
          <ColumnHeader>{t('users.columns.group')}</ColumnHeader>
          <ColumnHeader>{t('users.columns.status')}</ColumnHeader>
          <ColumnHeader>{t('users.columns.joined')}</ColumnHeader>
          <ColumnHeader textAlign="end">{t('table.actions')}</ColumnHeader>
        </>
      }
    >
      {users.map((user) => (
        <Table.Row key={user._id} data-frozen={user.accountFrozen ? 'true' : undefined}>
          <Table.Cell fontFamily="mono" whiteSpace="nowrap">
            {formatMemberId(user.numericId)}
          </Table.Cell>
          <Table.Cell>
            <HStack gap="3" minW="48">
              <Avatar.Root recipe={avatarSlotRecipe} size="sm">
                <Avatar.Fallback>{initialsOf(user.fullName)}</Avatar.Fallback>
                {user.imageFileId && <Avatar.Image src={fileUrl(user.imageFileId)} alt="" />}
              </Avatar.Root>
              <div>
                <Text fontWeight="medium">{user.fullName}</Text>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                  {user.email}
                </Text>
              </div>
            </HStack>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{user.phone}</Table.Cell>
          <Table.Cell>
            <MembershipBadge user={user} />
          </Table.Cell>
          <Table.Cell>
            <GroupBadge user={user} />
          </Table.Cell>
          <Table.Cell>
            <AccountStatusBadge user={user} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{user.createdAt ? formatDate(user.createdAt) : '—'}</Table.Cell>
          <Table.Cell textAlign="end">
            <Button asChild size="xs" variant="outline" colorPalette="brand">
              <Link to={detailPath(user._id)} state={{ returnTo }} aria-label={t('users.viewUser', { name: user.fullName })}>
                {t('users.view')}
              </Link>
            </Button>
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
