import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { NotFoundState } from '@golf/shared/components/StatePanels';
import '../../i18n/not-found';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <NotFoundState
      title={t('notFound.title')}
      action={
        <Button asChild colorPalette="brand">
          <RouterLink to="/">{t('notFound.home')}</RouterLink>
        </Button>
      }
    />
  );
}
