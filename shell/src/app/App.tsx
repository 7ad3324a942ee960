import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from '@golf/shared/theme/AppProvider';
import type { RemoteRegistry } from '../federation/registry';
import { AppRoutes } from './AppRoutes';

export function App({ registry }: { registry: RemoteRegistry }) {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes registry={registry} />
      </BrowserRouter>
    </AppProvider>
  );
}
