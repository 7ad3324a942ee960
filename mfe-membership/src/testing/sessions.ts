import { http, HttpResponse } from 'msw';
import type { Session } from '@golf/contract/sessions';
import { API } from '@golf/shared/testing/api-server';

/** This browser's session, as GET /cms/auth/sessions lists it. */
export const THIS_SESSION: Session = { _id: 's1', device: 'Chrome · Android', createdAt: '2026-03-01T01:00:00.000Z', lastSeenAt: '2026-03-12T01:05:00.000Z', current: true };

/** GET /cms/auth/sessions for tests of /settings (the page lists the signed-in devices). */
export const sessionsHandler = (sessions: Session[] = [THIS_SESSION]) => http.get(`${API}/cms/auth/sessions`, () => HttpResponse.json({ status: 'ok', sessions }));
