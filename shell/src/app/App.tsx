import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from '@golf/shared/theme/AppProvider';
// The frame's own texts (nav extras, footer, 404), registered with the frame's code.
import '../i18n/shell-catalogue';
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
