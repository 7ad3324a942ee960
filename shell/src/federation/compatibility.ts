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
 * Which side is behind when a remote cannot run on this page: `site` when the remote needs a newer
 * shell (a newer @golf/shared or federation runtime than this page provides; a reload may bring
 * one), `section` when the remote is the older one (built for a @golf/shared major or a federation
 * minor this site has moved past: its team has to release it again).
 */
export type Behind = 'site' | 'section';

export interface Incompatibility {
  reason: string;
  behind: Behind;
}

/** The numbers of a version or of a range's lowest version ('^1.5.0' → [1, 5, 0]). */
function numbersOf(versionOrRange: string): number[] {
  const found = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(versionOrRange);
  return found ? [Number(found[1]), Number(found[2] ?? 0), Number(found[3] ?? 0)] : [0, 0, 0];
}

/** Whether version a is below version b (numbers only: enough to tell which side is behind). */
function below(a: string, b: string): boolean {
  const [x, y] = [numbersOf(a), numbersOf(b)];
  for (let index = 0; index < 3; index += 1) if (x[index] !== y[index]) return x[index] < y[index];
  return false;
}

/**
 * Why a remote cannot run on this page, and which side is behind, or null when it can
 * (architecture §2, "Releases"). A remote takes the shell's federation runtime and its
 * @golf/shared state modules; one built with a federation version outside the shell's range, or
 * needing a @golf/shared the shell does not provide, is refused before any of its code runs.
 */
export function incompatibilityOf(manifest: RemoteManifest, site: SiteProvides = SITE_PROVIDES): Incompatibility | null {
  const federation = manifest.metaData?.pluginVersion;
  if (!federation || !satisfy(federation, site.federationRange)) {
    return {
      reason: `built with Module Federation ${federation ?? '(unknown)'}; this site runs ${site.federationRange}`,
      // Built with a later runtime than the site's: the site is behind; older or unknown: the section.
      behind: federation && below(site.federationRange, federation) ? 'site' : 'section',
    };
  }
  for (const { name, requiredVersion } of manifest.shared ?? []) {
    if (name.startsWith('@golf/shared/') && typeof requiredVersion === 'string' && !satisfy(site.golfShared, requiredVersion)) {
      return {
        reason: `needs @golf/shared ${requiredVersion}; this site has ${site.golfShared}`,
        // Needs more than the site has (^1.5.0 on 1.4.0, ^2 on 1.x): the site is behind; a range
        // the site has moved past (^1 on 2.0.0): the section.
        behind: below(site.golfShared, requiredVersion) ? 'site' : 'section',
      };
    }
  }
  return null;
}

/** Why a remote cannot run on this page, or null when it can (incompatibilityOf's reason). */
export function incompatibility(manifest: RemoteManifest, site: SiteProvides = SITE_PROVIDES): string | null {
  return incompatibilityOf(manifest, site)?.reason ?? null;
}

/** Marks in the message which side is behind, so a wrapped error still tells (section-failure.ts). */
const BEHIND_MARK: Record<Behind, string> = { site: '[needs a newer site]', section: '[needs a newer section]' };

export class RemoteIncompatibleError extends Error {
  override name = 'RemoteIncompatibleError';
  constructor(
    readonly remote: string,
    readonly reason: string,
    readonly behind: Behind = 'site',
  ) {
    super(`${remote} cannot run on this site version: ${reason} ${BEHIND_MARK[behind]}`);
  }
}

/** Which side an incompatibility error says is behind (`site` unless it says the section). */
export function behindOf(message: string): Behind {
  return message.includes(BEHIND_MARK.section) ? 'section' : 'site';
}
