import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendancePanelSchema,
  dashboardQuerySchema,
  eventsPanelSchema,
  membersPanelSchema,
  revenuePanelSchema,
  waitingPanelSchema,
  type DashboardPanel,
  type DashboardPanels,
} from '@golf/contract/dashboard';
import { HttpError } from '../core/http-error.js';
import { errors, idParam } from '../core/schemas.js';
import type { Db } from '../db/client.js';
import { panelCsv } from './csv.js';
import { attendancePanel, eventsPanel, membersPanel, revenuePanel, waitingPanel } from './panels.js';
import { panelWindow, type PanelWindow } from './windows.js';

type Figures<P extends DashboardPanel> = Omit<DashboardPanels[P], 'status' | 'period' | 'asOf'>;

interface PanelRoute<P extends DashboardPanel> {
  schema: z.ZodType<DashboardPanels[P]>;
  summary: string;
  compute: (db: Db, window: PanelWindow) => Promise<Figures<P>>;
}

const PANELS: { [P in DashboardPanel]: PanelRoute<P> } = {
  members: {
    schema: membersPanelSchema,
    summary: 'Members now (active adults and juniors, expiring within 30 days, lapsed) and their trend',
    compute: membersPanel,
  },
  revenue: {
    schema: revenuePanelSchema,
    summary: 'Money in by period, split online, cash and bank transfer, and refunds (HKD)',
    compute: revenuePanel,
  },
  events: {
    schema: eventsPanelSchema,
    summary: 'Upcoming events of the window (a month, a quarter or a year ahead): fill rate and waiting lists',
    compute: eventsPanel,
  },
  attendance: {
    schema: attendancePanelSchema,
    summary: 'Attendance and no-shows of the events of the window just past',
    compute: attendancePanel,
  },
  waiting: {
    schema: waitingPanelSchema,
    summary: 'Things waiting for someone: forum reports, failed mails, enrolments unpaid for over a week',
    compute: waitingPanel,
  },
};

const admin = { tags: ['admin dashboard'], security: [{ bearer: [] }] };

/** `GET /admin/dashboard/{panel}?period=month|quarter|year[&format=csv]`, Admin only. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const panel of Object.keys(PANELS) as DashboardPanel[]) {
    const route = PANELS[panel] as PanelRoute<DashboardPanel>;
    app.get(
      `/admin/dashboard/${panel}`,
      {
        onRequest: app.requireAdmin,
        schema: {
          ...admin,
          summary: route.summary,
          description: 'One SQL aggregate. `format=csv` answers the same figures as a CSV file (UTF-8 with a byte-order mark, columns in the caller’s language).',
          querystring: dashboardQuerySchema,
          response: { 200: z.union([route.schema, z.string().describe('text/csv when format=csv')]), ...errors },
        },
      },
      async (request, reply) => {
        const { period, format } = request.query;
        const window = panelWindow(period, new Date(), request.language);
        const figures = await route.compute(app.db, window);
        const answer = { status: 'ok' as const, period, asOf: window.now.toISOString(), ...figures } as DashboardPanels[DashboardPanel];
        if (format === 'json') return answer;
        const name = `dashboard-${panel}-${period}-${window.today}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .send(panelCsv(panel, answer, request.language));
      },
    );
  }

  // Any other panel name: the admin's envelope, never the router's bare 404.
  app.get(
    '/admin/dashboard/:panel',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, hide: true, params: z.object({ panel: idParam }), response: errors },
    },
    async () => {
      throw new HttpError(404, 'dashboard.panelInvalid');
    },
  );
};
