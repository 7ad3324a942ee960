// What a production build bundles instead of @module-federation/error-codes' descriptions (an
// alias in rspack.shared.js): the runtime's errors keep their code (#RUNTIME-008 …) and the link
// to its troubleshooting page, without a sentence of English per code in main.js and in every
// remoteEntry.js (about 1 KB gzipped of a visitor's first download, issue 34's budget). The site
// tells failures apart by error names and codes (shell/src/federation/section-failure.ts), never
// by these sentences; a development build keeps them.
export const runtimeDescMap: Record<string, string> = {};
export const typeDescMap: Record<string, string> = {};
export const buildDescMap: Record<string, string> = {};
export const errorDescMap: Record<string, string> = {};
