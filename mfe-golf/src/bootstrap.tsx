import { startStandalone } from '@golf/shared/standalone/start-standalone';
import Golf from './routes/Golf';
import GolfAdmin from './routes/GolfAdmin';

void startStandalone('mfe-golf', [{ path: '/golf/admin', element: <GolfAdmin /> }, { path: '/golf', element: <Golf /> }]);
