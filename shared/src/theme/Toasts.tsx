import { useSyncExternalStore } from 'react';
import { loadedToastMachinery, onToastMachineryLoaded } from '@golf/shared/theme/toaster';

/** Renders the page's toasts; mounted once by the app's frame, it shows nothing before the first toast. */
export function Toasts() {
  const machinery = useSyncExternalStore(onToastMachineryLoaded, loadedToastMachinery);
  return machinery ? <machinery.ToastList /> : null;
}
