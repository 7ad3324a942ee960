// After the composition changes (a site starts, a release, a rollback): the site's release-time
// files written again (scripts/site-files.mjs) and, where Caddy serves them, its Caddyfile too
// (scripts/web-server.mjs). Addresses not given are those of the site files already live.
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { readSiteTable, writeSiteFiles } from './site-files.mjs';
import { refreshWebServer } from './web-server.mjs';

/**
 * @param {{ releases: string, apiUrl?: string, siteUrl?: string, shellDist?: string }} options
 */
export async function publishSite({ releases, apiUrl, siteUrl, shellDist }) {
  const live = readSiteTable(releases);
  const { table } = await writeSiteFiles({
    releases,
    apiUrl: apiUrl ?? live?.apiUrl ?? 'http://localhost:4000',
    siteUrl: siteUrl ?? live?.siteUrl ?? 'http://localhost:3000',
    shellDist: shellDist ?? live?.shellDist ?? path.join(ROOT, 'shell/dist'),
  });
  return { table, ...refreshWebServer(releases) };
}
