/** Where the shell publishes its federation bundler runtime for the remotes (see shell-bundler-runtime.ts). */
export const SHELL_BUNDLER_RUNTIME = '__golfShellBundlerRuntime__';

/** The default export of @module-federation/webpack-bundler-runtime, as far as it is copied here. */
export interface BundlerRuntime {
  bundlerRuntime: Record<string, unknown>;
  instance?: unknown;
  initOptions?: unknown;
  bundlerRuntimeOptions: Record<string, unknown>;
  [key: string]: unknown;
}
