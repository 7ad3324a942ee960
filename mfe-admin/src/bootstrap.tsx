import { startStandalone } from '@golf/shared/standalone/start-standalone';
import Admin from './routes/Admin';

void startStandalone('mfe-admin', [{ path: '/admin', element: <Admin /> }]);
