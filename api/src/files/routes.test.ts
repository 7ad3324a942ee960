import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { JPEG_BYTES, multipartFile, PNG_BYTES, startTestApp, uploadImage, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let token: string;
before(async () => {
  t = await startTestApp();
  token = (await t.signUpMember()).token;
});
after(() => t.close());

describe('POST /cms/file', () => {
  test('a member uploads a PNG and anyone reads it back with its true type', async () => {
    const fileId = await uploadImage(t, token);
    const read = await t.request({ method: 'GET', url: `/ext/file/${fileId}` });
    assert.equal(read.statusCode, 200);
    assert.equal(read.headers['content-type'], 'image/png');
    assert.equal(read.headers['x-content-type-options'], 'nosniff');
    assert.match(String(read.headers['cache-control']), /immutable/);
    assert.ok(read.headers.etag);
    // Re-encoded at upload: the same pixels, not necessarily the same bytes.
    assert.deepEqual(read.rawPayload.subarray(0, 8), PNG_BYTES.subarray(0, 8));

    const again = await t.request({ method: 'GET', url: `/ext/file/${fileId}`, headers: { 'if-none-match': String(read.headers.etag) } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
  });

  test('a JPEG declared as PNG is stored and served as JPEG', async () => {
    const fileId = await uploadImage(t, token, JPEG_BYTES);
    const read = await t.request({ method: 'GET', url: `/ext/file/${fileId}` });
    assert.equal(read.headers['content-type'], 'image/jpeg');
  });

  test('an HTML page renamed .png is refused with 415', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const response = await t.request({ method: 'POST', url: '/cms/file', token, ...multipartFile(html, { filename: 'evil.png' }) });
    assert.equal(response.statusCode, 415);
    assert.deepEqual(response.json(), { status: 'nok', error: 'Only PNG and JPEG images can be uploaded.' });
  });

  test('an SVG is refused with 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const response = await t.request({ method: 'POST', url: '/cms/file', token, ...multipartFile(svg, { filename: 'a.svg', contentType: 'image/svg+xml' }) });
    assert.equal(response.statusCode, 415);
  });

  test('a 6 MB image is refused with 413, in Chinese when asked', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await t.request({ method: 'POST', url: '/cms/file', token, language: 'zh', ...multipartFile(big) });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().error, '每張圖片必須小於 5MB。');
  });

  test('exactly 5 MB is accepted', async () => {
    const limit = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 - PNG_BYTES.length)]);
    const response = await t.request({ method: 'POST', url: '/cms/file', token, ...multipartFile(limit) });
    assert.equal(response.statusCode, 200, response.body);
  });

  test('no token is 401, a JSON body is 415, a missing or wrongly named part is 400, an empty file is 400', async () => {
    assert.equal((await t.request({ method: 'POST', url: '/cms/file', ...multipartFile(PNG_BYTES) })).statusCode, 401);
    assert.equal((await t.request({ method: 'POST', url: '/cms/file', token, payload: { file: 'x' } })).statusCode, 415);
    const wrongField = await t.request({ method: 'POST', url: '/cms/file', token, ...multipartFile(PNG_BYTES, { field: 'image' }) });
    assert.equal(wrongField.statusCode, 400);
    const empty = await t.request({ method: 'POST', url: '/cms/file', token, ...multipartFile(Buffer.alloc(0)) });
    assert.equal(empty.statusCode, 400);
  });

  test('a cut-off multipart body is 400, not 500', async () => {
    const body = multipartFile(PNG_BYTES);
    const cut = body.payload.subarray(0, body.payload.length - 20);
    const response = await t.request({ method: 'POST', url: '/cms/file', token, payload: cut, headers: body.headers });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().status, 'nok');
  });
});

describe('GET /ext/file/{id}', () => {
  test('unknown ids and ids that are not ids are 404', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-an-id', "1' OR '1'='1", encodeURIComponent('../../etc/passwd')]) {
      const response = await t.request({ method: 'GET', url: `/ext/file/${id}` });
      assert.equal(response.statusCode, 404, id);
      assert.deepEqual(response.json(), { status: 'nok', error: 'File not found.' });
    }
  });
});
