// WORKAROUND until @golf/shared is fixed (see the forum's report): the shared package's modules
// import each other by relative path, and Module Federation shares only requests that start with
// '@golf/shared/'. So the API client this remote bundles reads its own, never-loaded copy of the
// runtime config (API at localhost:4000) while the shell loaded the real address into the shared
// copy. This hands the shell's address to the bundled copy. Harmless when both are one module.
import { getRuntimeConfig } from '@golf/shared/api/runtime-config';
import { setRuntimeConfig } from '../../../shared/src/api/runtime-config';

setRuntimeConfig(getRuntimeConfig());
