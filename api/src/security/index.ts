import type { Resource } from '../core/resource.js';
import { cspReportRoutes } from './csp-report-routes.js';

/** The site pages' defences that need the API: their policy's violation reports. */
export const securityResource: Resource = { name: 'security', messages: { en: {}, zh: {} }, routes: cspReportRoutes };
