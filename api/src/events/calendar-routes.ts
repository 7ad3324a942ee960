import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../core/schemas.js';
import { HttpError } from '../core/http-error.js';
import { eventIcs } from './ics.js';
import { eventDatesIn, eventsOn, findEvent, upcomingEvents } from './queries.js';
import { eventSchema } from '@golf/contract/event-shapes';
import { calendarDatesQuery, calendarQuery } from './schemas.js';
import { eventIn, eventJson } from './serialize.js';
import { textReader } from '../core/translations.js';

/** How many upcoming events the calendar lists under the month. */
const UPCOMING_LIMIT = 6;

const calendarResponse = z.object({ status: z.literal('ok'), events: z.array(eventSchema) });
const eventResponse = z.object({ status: z.literal('ok'), event: eventSchema });
const datesResponse = z.object({ status: z.literal('ok'), dates: z.array(z.string()).describe('YYYY-MM-DD days with events') });

/** The event calendar (open to visitors): a day's events, and which days of a month have any. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const area of ['ext', 'cms'] as const) {
    const signedIn = area === 'cms';
    const access = signedIn ? { onRequest: app.requireUser } : {};
    const security = signedIn ? [{ bearer: [] }] : undefined;

    app.get(
      `/${area}/event/calendar`,
      {
        ...access,
        schema: {
          tags: ['events'],
          summary: "A day's events, earliest first",
          security,
          querystring: calendarQuery,
          response: { 200: calendarResponse, ...errors },
        },
      },
      async (request) => {
        const rows = await eventsOn(app.db, request.query.date);
        return { status: 'ok' as const, events: rows.map((row) => eventJson(row, textReader(request))) };
      },
    );

    app.get(
      `/${area}/event/calendar/dates`,
      {
        ...access,
        schema: {
          tags: ['events'],
          summary: 'The days of a month that have events (to mark them on the calendar)',
          security,
          querystring: calendarDatesQuery,
          response: { 200: datesResponse, ...errors },
        },
      },
      async (request) => ({ status: 'ok' as const, dates: await eventDatesIn(app.db, request.query.month) }),
    );

    // Late in a month the next events are often in the next one: the calendar lists them too, so
    // a visitor never sees only an empty day and past dots.
    app.get(
      `/${area}/event/calendar/upcoming`,
      {
        ...access,
        schema: {
          tags: ['events'],
          summary: `The next ${UPCOMING_LIMIT} events (today and later, Hong Kong time), soonest first`,
          security,
          response: { 200: calendarResponse, ...errors },
        },
      },
      async (request) => ({ status: 'ok' as const, events: (await upcomingEvents(app.db, new Date(), UPCOMING_LIMIT)).map((row) => eventJson(row, textReader(request))) }),
    );
  }

  // What the calendar already shows a visitor, for one event: the share card of an event's page
  // (the site's static server fills its Open Graph tags from it, scripts/share-cards.mjs).
  app.get(
    '/ext/event/get/:eventId',
    {
      schema: {
        tags: ['events'],
        summary: 'One event as the calendar shows it to visitors (share cards)',
        params: z.object({ eventId: z.string().min(1).max(100) }),
        response: { 200: eventResponse, ...errors },
      },
    },
    async (request) => {
      const event = await findEvent(app.db, request.params.eventId);
      if (!event) throw new HttpError(404, 'events.eventNotFound');
      return { status: 'ok' as const, event: eventJson(event, textReader(request)) };
    },
  );

  app.get(
    '/ext/event/ics/:eventId',
    {
      schema: {
        tags: ['events'],
        summary: 'The event as an iCalendar file (add to calendar)',
        params: z.object({ eventId: z.string().min(1).max(100) }),
        response: { 200: z.string().describe('text/calendar'), ...errors },
      },
    },
    async (request, reply) => {
      const event = await findEvent(app.db, request.params.eventId);
      if (!event) throw new HttpError(404, 'events.eventNotFound');
      const pageUrl = `${app.config.webOrigins[0]}/events/${encodeURIComponent(event.id)}`;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="event-${event.id.replace(/[^\w-]/g, '')}.ics"`)
        .send(eventIcs({ ...event, ...eventIn(event, request.language) }, { pageUrl }));
    },
  );
};
