import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { languageFrom, type Language } from '../core/i18n.js';
import { errors } from '../core/schemas.js';
import { users } from '../users/table.js';
import { isUnsubscribeSignature } from './reminders.js';

const PAGE = {
  zh: {
    off: { title: '已停止提示電郵', body: '你不會再收到活動及會籍提示電郵。你可隨時在網站的「設定」頁面重新開啟。' },
    invalid: { title: '此連結無效', body: '請使用提示電郵中的完整連結，或登入後在「設定」頁面更改。' },
  },
  en: {
    off: { title: 'Reminder emails are off', body: 'You will not get event and membership reminders any more. Switch them back on at any time on the Settings page of the site.' },
    invalid: { title: 'This link is not valid', body: 'Use the whole link from a reminder email, or sign in and change it on the Settings page.' },
  },
} as const;

function page(language: Language, kind: 'off' | 'invalid'): string {
  const { title, body } = PAGE[language][kind];
  return `<!doctype html><html lang="${language === 'zh' ? 'zh-Hant' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans TC',sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#1a1a1a;line-height:1.6"><h1 style="font-size:22px;color:#1b6a3c">${title}</h1><p>${body}</p></body></html>`;
}

const unsubscribeQuery = z.object({ user: z.string().max(100).default(''), sig: z.string().max(200).default('') });

/** Reminder emails on or off: the member's switch in /settings, and the one-click link in every reminder. */
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  async function switchOff(userId: string): Promise<boolean> {
    if (!userId) return false;
    const changed = await app.db.update(users).set({ remindersEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
    return changed.length > 0;
  }

  // RFC 8058's one-click POST carries the form body `List-Unsubscribe=One-Click`; the signed query
  // says everything, so the body is read and ignored (only inside this plugin).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));

  // GET is the link a person clicks; POST is RFC 8058's one-click from the mail client.
  for (const method of ['get', 'post'] as const) {
    app[method](
      '/ext/mail/unsubscribe',
      {
        schema: { tags: ['accounts'], summary: 'Switch reminder emails off with the signed link of a reminder (no sign-in)', querystring: unsubscribeQuery },
      },
      async (request, reply) => {
        const { user, sig } = request.query;
        const valid = isUnsubscribeSignature(app.config.jwtSecret, user, sig) && (await switchOff(user));
        const language = languageFrom(request.headers['accept-language']);
        return reply
          .code(valid ? 200 : 400)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(page(language, valid ? 'off' : 'invalid'));
      },
    );
  }

  app.put(
    '/cms/profile/me/reminders',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        summary: 'Reminder emails on or off',
        body: z.object({ enabled: z.boolean() }),
        response: { 200: z.object({ status: z.literal('ok'), remindersEnabled: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const { enabled } = request.body;
      await app.db.update(users).set({ remindersEnabled: enabled, updatedAt: new Date() }).where(eq(users.id, currentUser(request).id));
      return { status: 'ok' as const, remindersEnabled: enabled };
    },
  );
};
