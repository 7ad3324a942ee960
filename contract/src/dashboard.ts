import { z } from './zod.ts';

// The admin dashboard (issue 43, architecture "Admin dashboard"): one call per panel,
// `GET /admin/dashboard/{panel}?period=month|quarter|year[&format=csv]`, each one aggregate the
// database computes. Money is HKD dollars (the database keeps cents).

export const DASHBOARD_PANELS = ['members', 'revenue', 'events', 'attendance', 'waiting'] as const;
export type DashboardPanel = (typeof DASHBOARD_PANELS)[number];

export const DASHBOARD_PERIODS = ['month', 'quarter', 'year'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/**
 * How many periods a trend shows: twelve months, eight quarters or five years, each ending with the
 * current one (Hong Kong calendar).
 */
export const TREND_LENGTH: Record<DashboardPeriod, number> = { month: 12, quarter: 8, year: 5 };

/** How far ahead the events panel and how far back the attendance panel look. */
export const WINDOW_MONTHS: Record<DashboardPeriod, number> = { month: 1, quarter: 3, year: 12 };

/** Expiring means running out within this many days. */
export const EXPIRING_WITHIN_DAYS = 30;
/** An unpaid enrolment waits for someone once it is older than this many days. */
export const UNPAID_AFTER_DAYS = 7;
/** The most events the events and attendance panels list (their totals count every event). */
export const DASHBOARD_EVENT_ROWS = 20;

export const dashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, 'dashboard.periodInvalid').optional().default('month'),
  format: z.enum(['json', 'csv'], 'dashboard.formatInvalid').optional().default('json'),
});

/** A trend's period: YYYY-MM for a month, YYYY-Qn for a quarter, YYYY for a year. */
const periodKey = z.string().describe('YYYY-MM, YYYY-Qn or YYYY');

const base = { status: z.literal('ok'), period: z.enum(DASHBOARD_PERIODS), asOf: z.string().describe('when the figures were taken (ISO)') };

export const membersPanelSchema = z.object({
  ...base,
  figures: z.object({
    active: z.number().describe('adults + juniors'),
    adults: z.number().describe('accounts whose annual membership has not run out'),
    juniors: z.number().describe('juniors whose own annual membership has not run out'),
    expiring: z.number().describe(`members (accounts and juniors) whose membership runs out within ${EXPIRING_WITHIN_DAYS} days`),
    lapsed: z.number().describe('members (accounts and juniors) whose membership has run out'),
  }),
  trend: z.array(z.object({ period: periodKey, active: z.number(), joined: z.number(), lapsed: z.number() })),
});

export const revenuePanelSchema = z.object({
  ...base,
  trend: z.array(
    z.object({
      period: periodKey,
      online: z.number().describe('HKD paid through the payment provider (events and memberships)'),
      cash: z.number(),
      transfer: z.number(),
      refunds: z.number(),
      net: z.number().describe('online + cash + transfer − refunds'),
    }),
  ),
  totals: z.object({ online: z.number(), cash: z.number(), transfer: z.number(), refunds: z.number(), net: z.number() }),
});

const eventRow = { _id: z.string(), name: z.string(), date: z.string().describe('YYYY-MM-DD (Hong Kong)'), time: z.string().describe('HH:MM') };

export const eventsPanelSchema = z.object({
  ...base,
  from: z.string(),
  until: z.string().describe('the day after the window'),
  totals: z.object({ events: z.number(), places: z.number(), taken: z.number(), waiting: z.number(), fillRate: z.number().describe('0..1') }),
  events: z.array(z.object({ ...eventRow, places: z.number(), taken: z.number(), held: z.number(), waiting: z.number(), fillRate: z.number() })),
});

export const attendancePanelSchema = z.object({
  ...base,
  from: z.string(),
  until: z.string().describe('today: events before it count'),
  totals: z.object({ events: z.number(), expected: z.number(), attended: z.number(), noShows: z.number(), noShowRate: z.number().describe('0..1') }),
  events: z.array(z.object({ ...eventRow, expected: z.number(), attended: z.number(), noShows: z.number(), noShowRate: z.number() })),
});

export const WAITING_ITEMS = ['reports', 'failedMails', 'unpaidEnrolments', 'dataRequests'] as const;
export type WaitingItem = (typeof WAITING_ITEMS)[number];

export const waitingPanelSchema = z.object({
  ...base,
  items: z.array(z.object({ key: z.enum(WAITING_ITEMS), count: z.number() })),
});

export type MembersPanel = z.infer<typeof membersPanelSchema>;
export type RevenuePanel = z.infer<typeof revenuePanelSchema>;
export type EventsPanel = z.infer<typeof eventsPanelSchema>;
export type AttendancePanel = z.infer<typeof attendancePanelSchema>;
export type WaitingPanel = z.infer<typeof waitingPanelSchema>;
export interface DashboardPanels {
  members: MembersPanel;
  revenue: RevenuePanel;
  events: EventsPanel;
  attendance: AttendancePanel;
  waiting: WaitingPanel;
}
