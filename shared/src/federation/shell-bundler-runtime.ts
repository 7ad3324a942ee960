// What a remote's production build uses as its federation bundler runtime (an alias in
// rspack.shared.js): the shell's. In the composed site a remote already runs on the shell's runtime
// core (`externalRuntime`); the bundler runtime beside it is a set of functions that take the
// calling bundle's `__webpack_require__`, so one copy serves every bundle on the page instead of
// one in each remoteEntry.js (about 5 KB gzipped). The shell publishes it at start-up
// (share-bundler-runtime-plugin.ts).
import * as runtime from '@module-federation/runtime';
import { SHELL_BUNDLER_RUNTIME, type BundlerRuntime } from './bundler-runtime-global';

const shell = (globalThis as Record<string, unknown>)[SHELL_BUNDLER_RUNTIME] as BundlerRuntime | undefined;
if (!shell) throw new Error('This remote runs inside the shell: its federation bundler runtime comes from the shell.');

const federation: BundlerRuntime = {
  ...shell,
  // Per-bundle state starts empty, as in a bundle with its own copy: the shell's would mix this
  // remote's options and share scope with the shell's. The runtime package keeps the bundle's
  // federation instance, so it is this bundle's own (a thin layer over the shell's runtime core).
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
  bundlerRuntime: { ...shell.bundlerRuntime, S: {} },
};

export default federation;
