import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { pageJsonText } from '@golf/shared/api/page-json';

/**
 * The shell's runtime plugin that answers a remote's mf-manifest.json from the page when the page
 * carries it (a public route's remote: scripts/head-start.mjs), instead of fetching it: on a
 * phone's first visit that request shared the connection's bandwidth with main.js.
 */
export default function pageManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'golf-page-manifest',
    fetch(url) {
      const carried = pageJsonText(url);
      return carried ? Promise.resolve(new Response(carried, { headers: { 'Content-Type': 'application/json' } })) : undefined;
    },
  };
}
