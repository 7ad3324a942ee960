// `use-sync-external-store/shim` resolves here in the apps' builds (an alias in rspack.shared.js):
// react-i18next imports the shim, which carries its own copy of the hook for React before 18 and
// picks React's own at run time. The site runs React 19 only (a federation singleton), so the
// copy was ~0.4 KB gzipped of main.js that never ran.
export { useSyncExternalStore } from 'react';
