import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_FAILURE_EVENT = 'golf:remote-failure';

/**
 * First layer of failure isolation (architecture §2): a remote that cannot be fetched is recorded
 * and announced, and the error still reaches the route's error boundary, which shows the
 * "section unavailable" panel with Retry while the rest of the site keeps working.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'golf-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${id} failed during ${lifecycle}`, error);
      if (typeof window !== 'undefined') {
        window.dispatchEvent(new CustomEvent(REMOTE_FAILURE_EVENT, { detail: { id, lifecycle } }));
      }
      return undefined;
    },
  };
}
