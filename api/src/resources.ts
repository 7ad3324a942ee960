import type { Resource } from './core/resource.js';
import { usersResource } from './users/index.js';

/** Every resource folder the API serves. A new folder adds one line here. */
export const resources: Resource[] = [usersResource];
