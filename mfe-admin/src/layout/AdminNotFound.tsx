import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NotFoundState } from '@golf/shared/components/StatePanels';
import { adminPaths, useAdminPath } from '../app/admin-paths';
import './texts';

/** Any /admin/… path the admin area does not know. */
export function AdminNotFound() {
  const { t } = useTranslation('admin');
  const to = useAdminPath();
  return (
    <NotFoundState
      title={t('notFound.title')}
      hint={t('notFound.hint')}
      action={
        <Button asChild colorPalette="brand" mt="2">
          <Link to={to(adminPaths.users)}>{t('notFound.back')}</Link>
        </Button>
      }
    />
  );
}
