import { startStandalone } from '@golf/shared/standalone/start-standalone';
import Membership from './routes/Membership';
import Settings from './routes/Settings';

void startStandalone('mfe-membership', [{ path: '/membership', element: <Membership /> }, { path: '/settings', element: <Settings /> }]);
