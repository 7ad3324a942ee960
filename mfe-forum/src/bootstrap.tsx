import { startStandalone } from '@golf/shared/standalone/start-standalone';
import Discussions from './routes/Discussions';

void startStandalone('mfe-forum', [{ path: '/discussions', element: <Discussions /> }]);
