import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteIncompatibleError, incompatibilityOf, type RemoteManifest } from './compatibility';

/**
 * The shell's runtime plugin that reads each remote's manifest as it arrives and refuses a remote
 * this page cannot run (compatibility.ts): the route's boundary then says which side is behind
 * ("this section needs a newer site version", or that it was built for an earlier one) instead of
 * a crash deep inside shared code.
 */
export default function compatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'golf-compatibility',
    loadRemoteSnapshot(args) {
      // Only a remote registered by its mf-manifest.json has one; every entry in remotes.json is.
      const manifest = args.manifestJson as RemoteManifest | undefined;
      const refused = manifest && incompatibilityOf(manifest);
      if (refused) throw new RemoteIncompatibleError(args.moduleInfo.name, refused.reason, refused.behind);
      return args;
    },
  };
}
