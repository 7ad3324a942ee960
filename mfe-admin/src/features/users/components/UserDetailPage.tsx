import { useState } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApiError } from '@golf/shared/api/client';
import { ErrorState, LoadingState, NotFoundState } from '@golf/shared/components/StatePanels';
import { invalidateQueries, setQueryData } from '@golf/shared/hooks/use-query';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { userQuery, useUser } from '../api/get-user';
import type { AdminUser } from '@golf/contract/profile';
import { FreezeButton } from './FreezeButton';
import { UserDetailsView } from './UserDetailsView';
import { UserEditForm } from './UserEditForm';
import { UserClosureCard } from './UserClosureCard';
import { UserFamilyCard } from './UserFamilyCard';
import { UserSummaryCard } from './UserSummaryCard';
import '../texts';

/** /admin/user-management/user-detail/:userId: view mode, edit mode, freeze, picture. */
export function UserDetailPage() {
  const { t } = useTranslation('admin');
  const { userId = '' } = useParams();
  const to = useAdminPath();
  const location = useLocation();
  const returnTo = (location.state as { returnTo?: string } | null)?.returnTo ?? to(adminPaths.users);
  const { data: user, error, loading, refetch } = useUser(userId);
  const [editing, setEditing] = useState(false);
  // Every save answers the updated user: it replaces the cached one, and the lists are stale.
  const setUser = (updated: AdminUser) => {
    setQueryData(userQuery(userId).queryKey, updated);
    void invalidateQueries(['admin', 'users', 'list']);
  };

  const back = (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
      <Link to={returnTo}>
        <ArrowLeftIcon boxSize="4" /> {t('userDetail.back')}
      </Link>
    </Button>
  );

  if (loading && !user) return <LoadingState />;
  if (error instanceof ApiError && error.httpStatus === 404)
    return <NotFoundState title={t('userDetail.notFound')} hint={t('userDetail.notFoundHint')} action={back} />;
  if (error || !user)
    return (
      <>
        {back}
        <ErrorState message={t('userDetail.loadError')} onRetry={refetch} />
      </>
    );

  return (
    <>
      <PageHeader
        back={back}
        title={user.fullName}
        actions={
          !editing && (
            <>
              <Button colorPalette="brand" onClick={() => setEditing(true)}>
                {t('userDetail.edit')}
              </Button>
              <FreezeButton user={user} onChange={setUser} />
            </>
          )
        }
      />
      {user.accountFrozen && (
        <Alert.Root recipe={alertSlotRecipe} status="error" mb="4" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{t('userDetail.frozenNotice')}</Alert.Title>
        </Alert.Root>
      )}
      <UserSummaryCard user={user} onChange={setUser} />
      {editing ? (
        <UserEditForm
          user={user}
          onSaved={(updated) => {
            setUser(updated);
            setEditing(false);
          }}
          onPartlySaved={setUser}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <UserDetailsView user={user} />
      )}
      <UserFamilyCard userId={user._id} />
      <UserClosureCard userId={user._id} name={user.fullName} />
    </>
  );
}
