import { startStandalone } from '@golf/shared/standalone/start-standalone';
import Announcements from './routes/Announcements';

void startStandalone('mfe-announcements', [{ path: '/announcements', element: <Announcements /> }]);
