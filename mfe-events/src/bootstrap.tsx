import { startStandalone } from '@golf/shared/standalone/start-standalone';
import EventCalendar from './routes/EventCalendar';
import Events from './routes/Events';

void startStandalone('mfe-events', [{ path: '/event-calendar', element: <EventCalendar /> }, { path: '/events', element: <Events /> }]);
