import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NotFoundState } from '@golf/shared/components/StatePanels';

/** An unknown sub-path of /events or /event-calendar. */
export function EventsNotFound({ section = 'events' }: { section?: 'events' | 'calendar' }) {
  const { t } = useTranslation('events');
  return (
    <NotFoundState
      title={t('notFound.title')}
      hint={t('notFound.hint')}
      action={
        <Button asChild colorPalette="brand">
          <Link to={section === 'calendar' ? '/event-calendar' : '/events'}>
            {t(section === 'calendar' ? 'notFound.backToCalendar' : 'notFound.back')}
          </Link>
        </Button>
      }
    />
  );
}
