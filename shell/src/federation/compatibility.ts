import { satisfy } from '@module-federation/runtime';

/** What this shell provides to remotes, fixed when it is built (rspack.shared.js DefinePlugin). */
export interface SiteProvides {
  /** The @golf/shared version the shell shares. */
  golfShared: string;
  /** The Module Federation versions whose remotes run on this shell's runtime. */
  federationRange: string;
}

export const SITE_PROVIDES: SiteProvides = {
  golfShared: process.env.GOLF_SHARED_VERSION ?? '0.0.0',
  federationRange: process.env.GOLF_FEDERATION_RANGE ?? '*',
};

/** The part of a remote's mf-manifest.json the check reads. */
export interface RemoteManifest {
  metaData?: { name?: string; pluginVersion?: string; buildInfo?: { buildVersion?: string } };
  shared?: { name: string; requiredVersion?: string | false }[];
}

/**
 * Why a remote cannot run on this page, or null when it can (architecture §2, "Releases"). A
 * remote takes the shell's federation runtime and its @golf/shared state modules; one built with a
 * federation version outside the shell's range, or needing a newer @golf/shared than the shell
 * has, is refused before any of its code runs.
 */
export function incompatibility(manifest: RemoteManifest, site: SiteProvides = SITE_PROVIDES): string | null {
  const federation = manifest.metaData?.pluginVersion;
  if (!federation || !satisfy(federation, site.federationRange)) {
    return `built with Module Federation ${federation ?? '(unknown)'}; this site runs ${site.federationRange}`;
  }
  for (const { name, requiredVersion } of manifest.shared ?? []) {
    if (name.startsWith('@golf/shared/') && typeof requiredVersion === 'string' && !satisfy(site.golfShared, requiredVersion)) {
      return `needs @golf/shared ${requiredVersion}; this site has ${site.golfShared}`;
    }
  }
  return null;
}

export class RemoteIncompatibleError extends Error {
  override name = 'RemoteIncompatibleError';
  constructor(
    readonly remote: string,
    readonly reason: string,
  ) {
    super(`${remote} cannot run on this site version: ${reason}`);
  }
}
