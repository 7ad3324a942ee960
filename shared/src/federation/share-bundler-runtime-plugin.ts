import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import federation from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its own build leaves this function out; the remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { SHELL_BUNDLER_RUNTIME, type BundlerRuntime } from './bundler-runtime-global';

/**
 * The shell's runtime plugin that publishes its federation bundler runtime before any remote
 * loads, for the remotes' production builds to use instead of a copy of their own
 * (shell-bundler-runtime.ts).
 */
export default function shareBundlerRuntimePlugin(): ModuleFederationRuntimePlugin {
  const published: BundlerRuntime = { ...federation, bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry } };
  (globalThis as Record<string, unknown>)[SHELL_BUNDLER_RUNTIME] = published;
  return { name: 'golf-share-bundler-runtime' };
}
