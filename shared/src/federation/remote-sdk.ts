// What a remote's federation runtime takes from @module-federation/sdk. In the composed site a
// remote runs on the shell's runtime core (`externalRuntime`), and its remaining bundler runtime
// requires the SDK's CommonJS build, which drags the whole SDK (manifest snapshots, script
// loading, loggers: about 6 KB gzipped) into every remoteEntry.js for the two names that
// address nested remotes. A remote's production build resolves the SDK to this file instead.
export { ENCODE_NAME_PREFIX, decodeName } from '@module-federation/sdk';
