import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '../testing/api-server';
import i18n from '../i18n/i18n';
import { ApiError, apiGet, apiPost, errorText, readPath } from './client';
import { writeToken } from './session-token';

const server = setupApiServer();

describe('api client', () => {
  it('sends the bearer token to cms and admin paths only, and the language always', async () => {
    writeToken('secret');
    await i18n.changeLanguage('en');
    const seen: Record<string, string | null> = {};
    server.use(
      http.get(`${API}/cms/auth/me`, ({ request }) => {
        seen.cms = request.headers.get('authorization');
        seen.language = request.headers.get('accept-language');
        return HttpResponse.json({ status: 'ok', data: {} });
      }),
      http.get(`${API}/ext/announcement/list`, ({ request }) => {
        seen.ext = request.headers.get('authorization');
        return HttpResponse.json({ status: 'ok', announcements: [] });
      }),
    );
    await apiGet('cms/auth/me');
    await apiGet('ext/announcement/list', { page: 1 });
    expect(seen).toEqual({ cms: 'Bearer secret', language: 'en', ext: null });
  });

  it('tolerates the misspelled statue field', async () => {
    server.use(http.post(`${API}/cms/file`, () => HttpResponse.json({ statue: 'ok', fileId: 'f1' })));
    await expect(apiPost<{ fileId: string }>('cms/file')).resolves.toMatchObject({ fileId: 'f1' });
  });

  it('throws the server error text with the HTTP status', async () => {
    server.use(http.post(`${API}/ext/auth/signin`, () => HttpResponse.json({ status: 'nok', error: 'Wrong password' }, { status: 401 })));
    const error = await apiPost('ext/auth/signin', {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.httpStatus).toBe(401);
    expect(errorText(error, 'fallback')).toBe('Wrong password');
  });

  it('treats status nok on HTTP 200 as a failure and falls back to the caller text', async () => {
    server.use(http.get(`${API}/ext/liveupdate/list`, () => HttpResponse.json({ status: 'nok' })));
    const error = await apiGet('ext/liveupdate/list').catch((caught) => caught);
    expect(errorText(error, 'Failed to fetch')).toBe('Failed to fetch');
  });

  it('reports a network failure as an ApiError, not a silent undefined', async () => {
    server.use(http.get(`${API}/ext/liveupdate/list`, () => HttpResponse.error()));
    await expect(apiGet('ext/liveupdate/list')).rejects.toBeInstanceOf(ApiError);
  });

  it('chooses the cms variant of a read when signed in', () => {
    expect(readPath('announcement/list')).toBe('ext/announcement/list');
    writeToken('t');
    expect(readPath('/announcement/list')).toBe('cms/announcement/list');
  });
});
