import { http, HttpResponse } from 'msw';
import type { Closure, DataExport, PrivacyStatus } from '@golf/contract/privacy';
import { API } from '@golf/shared/testing/api-server';

const DAY = 24 * 60 * 60 * 1000;

/** A closure asked today, as the API answers it (erased in 30 days). */
export const closureNow = (): Closure => ({ requestedAt: new Date().toISOString(), eraseAfter: new Date(Date.now() + 30 * DAY).toISOString() });

export const readyExport = (overrides: Partial<DataExport> = {}): DataExport => ({
  _id: 'x1',
  personId: null,
  status: 'ready',
  requestedAt: new Date(Date.now() - DAY).toISOString(),
  readyAt: new Date(Date.now() - DAY).toISOString(),
  expiresAt: new Date(Date.now() + 6 * DAY).toISOString(),
  size: 2048,
  ...overrides,
});

/**
 * The privacy routes over one in-memory state, for tests of /settings and the family page: what
 * the page asks changes what GET /cms/privacy answers next, as the API would.
 */
export function privacyServer(initial: Partial<PrivacyStatus> = {}) {
  const state: { privacy: PrivacyStatus; fail: boolean; sent: string[] } = { privacy: { closure: null, exports: [], juniors: [], ...initial }, fail: false, sent: [] };
  const junior = (personId: string, closure: Closure | null) => {
    const others = state.privacy.juniors.filter((row) => row.personId !== personId);
    state.privacy = { ...state.privacy, juniors: [...others, { personId, closure }] };
  };
  const handlers = [
    http.get(`${API}/cms/privacy`, () => (state.fail ? HttpResponse.json({ status: 'nok', error: 'down' }, { status: 500 }) : HttpResponse.json({ status: 'ok', privacy: state.privacy }))),
    http.post(`${API}/cms/privacy/export`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { personId?: string };
      state.sent.push(`export ${body.personId ?? 'me'}`);
      const queued: DataExport = { _id: `x${state.sent.length + 1}`, personId: body.personId ?? null, status: 'queued', requestedAt: new Date().toISOString(), readyAt: null, expiresAt: null, size: null };
      state.privacy = { ...state.privacy, exports: [queued, ...state.privacy.exports] };
      return HttpResponse.json({ status: 'ok', export: queued });
    }),
    http.post(`${API}/cms/privacy/close`, () => {
      state.sent.push('close me');
      state.privacy = { ...state.privacy, closure: closureNow() };
      return HttpResponse.json({ status: 'ok', closure: state.privacy.closure });
    }),
    http.post(`${API}/cms/privacy/close/cancel`, () => {
      state.sent.push('keep me');
      state.privacy = { ...state.privacy, closure: null };
      return HttpResponse.json({ status: 'ok' });
    }),
    http.post(`${API}/cms/privacy/juniors/:personId/close`, ({ params }) => {
      state.sent.push(`close ${String(params.personId)}`);
      const closure = closureNow();
      junior(String(params.personId), closure);
      return HttpResponse.json({ status: 'ok', closure });
    }),
    http.post(`${API}/cms/privacy/juniors/:personId/close/cancel`, ({ params }) => {
      state.sent.push(`keep ${String(params.personId)}`);
      junior(String(params.personId), null);
      return HttpResponse.json({ status: 'ok' });
    }),
    http.get(`${API}/cms/privacy/exports/:id/archive`, ({ params }) => {
      state.sent.push(`download ${String(params.id)}`);
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), { headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="golf-club-data-2026-11-28.zip"' } });
    }),
  ];
  /** Starts a test from `next` (each test of a file shares the server). */
  const reset = (next: Partial<PrivacyStatus> = {}) => {
    state.privacy = { closure: null, exports: [], juniors: [], ...next };
    state.fail = false;
    state.sent = [];
  };
  return { state, handlers, reset };
}
