import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageFrom } from '../core/i18n.js';
import { errors } from '../core/schemas.js';
import { shareCardFor, shareCardPage } from './share-card.js';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * What the web server in front asks the API for on the site's behalf: link previews of item pages
 * and the sitemap of announcements (the release-time sitemap.xml lists the site's own pages; robots.txt
 * names both).
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ext/site/share-card',
    {
      schema: {
        tags: ['site'],
        summary: 'The page a link previewer reads for a site address (an announcement or an event): its Open Graph card',
        querystring: z.object({ path: z.string().max(300).regex(/^\//) }),
        response: { 200: z.string().describe('text/html'), ...errors },
      },
    },
    async (request, reply) => {
      const language = languageFrom(request.headers['accept-language']);
      const card = await shareCardFor(app, request.query.path, language);
      const site = app.config.webOrigins[0] ?? '';
      // An item that is gone (or never was) still gets the site's own card, as the page would.
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'public, max-age=60')
        .header('Vary', 'Accept-Language')
        .header('X-Robots-Tag', 'noindex')
        .send(shareCardPage(card, site, request.query.path, language));
    },
  );

  app.get(
    '/ext/site/sitemap.xml',
    { schema: { tags: ['site'], summary: 'The announcement pages search engines may list, with when each changed', response: { 200: z.string().describe('application/xml'), ...errors } } },
    async (_request, reply) => {
      const response = await app.inject({ method: 'GET', url: '/ext/announcement/sitemap' });
      const pages = response.statusCode === 200 ? (response.json() as { pages: Array<{ id: string; updatedAt: string }> }).pages : [];
      const site = app.config.webOrigins[0] ?? '';
      const urls = pages.map((page) => `  <url><loc>${escapeXml(`${site}/announcements/${encodeURIComponent(page.id)}`)}</loc><lastmod>${escapeXml(page.updatedAt)}</lastmod></url>`);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n'));
    },
  );
};
