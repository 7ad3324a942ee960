import { http, HttpResponse } from 'msw';
import { setupApiServer } from '@golf/shared/testing/api-server';
import { readPageJson } from './page-json';

const server = setupApiServer(http.get('http://localhost/remotes.json', () => HttpResponse.json({ from: 'the file' })));

afterEach(() => document.head.querySelectorAll('script[data-file]').forEach((element) => element.remove()));

function carry(file: string, json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.dataset.file = file;
  block.textContent = json;
  document.head.appendChild(block);
}

test('a file the page carries is read from the page, without a request', async () => {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(request.url));
  carry('/remotes.json', '{"from":"the page"}');
  await expect(readPageJson('/remotes.json')).resolves.toEqual({ ok: true, value: { from: 'the page' } });
  expect(requests).toEqual([]);
});

test('a page that carries none fetches the file', async () => {
  carry('/runtime-config.json', '{"apiUrl":"x"}');
  await expect(readPageJson('/remotes.json')).resolves.toEqual({ ok: true, value: { from: 'the file' } });
});

test('a missing file is a failure with its status, not an exception', async () => {
  server.use(http.get('http://localhost/remotes.json', () => new HttpResponse(null, { status: 404 })));
  await expect(readPageJson('/remotes.json')).resolves.toEqual({ ok: false, status: 404 });
});
