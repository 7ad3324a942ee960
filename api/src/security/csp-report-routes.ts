import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitPerClient } from '../core/rate-limit.js';
import { errors, okResponse } from '../core/schemas.js';

/** What a browser says it refused, in either report format, trimmed to what is worth a log line. */
export interface CspViolation {
  document: string;
  directive: string;
  blocked: string;
  source: string;
  line: number | null;
}

const REPORT_BYTES = 64 * 1024;
const REPORTS_PER_MINUTE = 60;
const FIELD_LENGTH = 300;

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, FIELD_LENGTH) : '');
const lineOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The two shapes browsers send: `report-uri`'s `{"csp-report": {...}}` (kebab-case) and the
 * Reporting API's `[{type: "csp-violation", body: {...}}]` (camelCase). Anything else is ignored.
 */
export function violationsIn(body: unknown): CspViolation[] {
  if (isRecord(body) && isRecord(body['csp-report'])) {
    const report = body['csp-report'];
    return [
      {
        document: text(report['document-uri']),
        directive: text(report['effective-directive'] ?? report['violated-directive']),
        blocked: text(report['blocked-uri']),
        source: text(report['source-file']),
        line: lineOf(report['line-number']),
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body
    .filter((entry): entry is Record<string, unknown> => isRecord(entry) && entry.type === 'csp-violation' && isRecord(entry.body))
    .slice(0, 20)
    .map((entry) => {
      const report = entry.body as Record<string, unknown>;
      return {
        document: text(report.documentURL),
        directive: text(report.effectiveDirective),
        blocked: text(report.blockedURL),
        source: text(report.sourceFile),
        line: lineOf(report.lineNumber),
      };
    });
}

/**
 * Where the pages' Content-Security-Policy sends what it refused (scripts/page-security.mjs):
 * each violation becomes one warning in the API's log. Limited per client address (counted in the
 * database, like every limit), so a page in a loop or a flood cannot fill the log.
 */
export const cspReportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Browsers post reports as these types; both are JSON. Only within this plugin's routes.
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: REPORT_BYTES }, (request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, null);
    }
  });

  app.post(
    '/ext/csp-report',
    {
      onRequest: limitPerClient(app, 'csp-report', { max: REPORTS_PER_MINUTE }),
      bodyLimit: REPORT_BYTES,
      schema: {
        tags: ['security'],
        summary: 'Receives Content-Security-Policy violation reports from the site’s pages (report-uri and report-to) and logs them',
        body: z.unknown(),
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      for (const violation of violationsIn(request.body)) request.log.warn({ cspViolation: violation }, 'content security policy violation');
      return { status: 'ok' as const };
    },
  );
};
