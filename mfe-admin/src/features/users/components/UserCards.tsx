import { initialsOf } from '@golf/shared/utils/initials';
import { Avatar } from '@chakra-ui/react/avatar';
import { avatarSlotRecipe } from '@golf/shared/theme/recipes/avatar';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fileUrl } from '@golf/shared/api/runtime-config';
import { formatMemberId } from '@golf/shared/utils/member-id';
import { ListCard, ListCards } from '../../../components/list/ListCards';
import { AccountStatusBadge, GroupBadge, MembershipBadge } from './UserStatusBadges';
import type { UsersTableProps } from './UsersTable';

/** The user list on a phone. */
export function UserCards({ users, detailPath, returnTo }: UsersTableProps) {
  const { t } = useTranslation('admin');
  return (
    <ListCards label={t('users.title')}>
      {users.map((user) => (
        <ListCard
          key={user._id}
          actions={
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <Link to={detailPath(user._id)} state={{ returnTo }} aria-label={t('users.viewUser', { name: user.fullName })}>
                {t('users.view')}
              </Link>
            </Button>
          }
        >
          <HStack gap="3" align="flex-start">
            <Avatar.Root recipe={avatarSlotRecipe} size="md">
              <Avatar.Fallback>{initialsOf(user.fullName)}</Avatar.Fallback>
              {user.imageFileId && <Avatar.Image src={fileUrl(user.imageFileId)} alt="" />}
            </Avatar.Root>
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold">{user.fullName}</Text>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                {user.email}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <Text as="span" fontFamily="mono">
                  {formatMemberId(user.numericId)}
                </Text>
                {' · '}
                {user.phone}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <MembershipBadge user={user} />
            <GroupBadge user={user} />
            <AccountStatusBadge user={user} />
          </HStack>
        </ListCard>
      ))}
    </ListCards>
  );
}
