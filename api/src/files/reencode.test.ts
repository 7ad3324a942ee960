// Issue 36 point 2: what members upload is re-encoded on the server, and a hidden or deleted
// post's images are no longer served. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { reencodeLegacyUploads } from './legacy-uploads.js';
import { digestOf } from './reencode.js';
import { bytesAsBase64, files } from './table.js';
import { ageAccount, multipartFile, startTestApp, uploadImage, type TestApp, type TestMember } from '../../test/helpers.js';

let t: TestApp;
let member: TestMember;
before(async () => {
  t = await startTestApp();
  member = await t.signUpMember();
  await ageAccount(t, member.id);
});
after(() => t.close());

/** A photo as a phone takes it: landscape pixels, EXIF saying "rotate 90°", a camera and a GPS position. */
async function phonePhoto({ width = 60, height = 30 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'JuniorCam', Model: 'Phone 7' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 17/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '114/1 10/1 1/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const read = (fileId: string, query = '') => t.request({ method: 'GET', url: `/ext/file/${fileId}${query}` });

describe('uploaded images are re-encoded', () => {
  test('a JPEG with GPS EXIF comes back without any EXIF, and upright', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    assert.ok(before.exif && photo.includes('JuniorCam'), 'the test photo carries EXIF');
    assert.equal(before.orientation, 6);

    const fileId = await uploadImage(t, member.token, photo);
    const served = await read(fileId);
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/jpeg');
    const after = await sharp(served.rawPayload).metadata();
    assert.equal(after.exif, undefined, 'no EXIF block');
    assert.equal(after.orientation, undefined, 'no orientation left to apply');
    assert.equal(served.rawPayload.includes('JuniorCam'), false);
    assert.equal(served.rawPayload.includes('Exif'), false);
    // Orientation 6 turns the 60×30 landscape pixels into a 30×60 portrait.
    assert.deepEqual([after.width, after.height], [30, 60]);
  });

  test('the longest side is at most 2,560 px; ?w=480 is the list thumbnail; other widths are 400', async () => {
    const big = await sharp({ create: { width: 3000, height: 1200, channels: 3, background: '#1a7f4b' } }).png().toBuffer();
    const fileId = await uploadImage(t, member.token, big);
    const full = await read(fileId);
    const fullSize = await sharp(full.rawPayload).metadata();
    assert.deepEqual([fullSize.format, fullSize.width, fullSize.height], ['png', 2560, 1024]);

    const thumb = await read(fileId, '?w=480');
    assert.equal(thumb.statusCode, 200);
    assert.equal(thumb.headers['content-type'], 'image/png');
    const thumbSize = await sharp(thumb.rawPayload).metadata();
    assert.deepEqual([thumbSize.width, thumbSize.height], [480, 192]);
    assert.notEqual(thumb.headers.etag, full.headers.etag);
    const again = await t.request({ method: 'GET', url: `/ext/file/${fileId}?w=480`, headers: { 'if-none-match': String(thumb.headers.etag) } });
    assert.equal(again.statusCode, 304);

    assert.equal((await read(fileId, '?w=4000')).statusCode, 400);
    assert.equal((await read(fileId, '?w=abc')).statusCode, 400);
  });

  test('a file with a JPEG signature that is no JPEG is refused with 415', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0<script>alert(1)</script>')]);
    const response = await t.request({ method: 'POST', url: '/cms/file', token: member.token, ...multipartFile(fake) });
    assert.equal(response.statusCode, 415);
    assert.deepEqual(response.json(), { status: 'nok', error: 'The image could not be read. Please choose another PNG or JPEG file.' });
  });
});

describe('images of hidden or deleted posts', () => {
  const createThread = async (attachments: string[]) => {
    const response = await t.request({
      method: 'POST',
      url: '/cms/discussion/thread/create',
      token: member.token,
      payload: { category: 'chitChat', title: 'Our range day', content: 'Photos from today.', attachments },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().thread._id as string;
  };

  test('a deleted thread\'s image is 404 to visitors; a visible one is served with a short cache', async () => {
    const kept = await uploadImage(t, member.token, await phonePhoto());
    const gone = await uploadImage(t, member.token, await phonePhoto());
    await createThread([kept]);
    const threadId = await createThread([gone]);
    const visible = await read(gone);
    assert.equal(visible.statusCode, 200);
    assert.equal(visible.headers['cache-control'], 'public, max-age=300', 'a forum image may be withheld later');

    const deleted = await t.request({ method: 'DELETE', url: `/cms/discussion/thread/delete/${threadId}`, token: member.token });
    assert.equal(deleted.statusCode, 200, deleted.body);
    const after = await read(gone);
    assert.equal(after.statusCode, 404);
    assert.deepEqual(after.json(), { status: 'nok', error: 'File not found.' });
    assert.equal((await read(gone, '?w=480')).statusCode, 404);
    assert.equal((await read(kept)).statusCode, 200, 'other posts\' images stay');
  });

  test('an image of a reply in a thread an admin hid is 404; restored, it is served again', async () => {
    const image = await uploadImage(t, member.token, await phonePhoto());
    const threadId = await createThread([]);
    const replied = await t.request({ method: 'POST', url: `/cms/discussion/thread/reply/create/${threadId}`, token: member.token, payload: { content: 'One more', attachments: [image] } });
    assert.equal(replied.statusCode, 200, replied.body);
    assert.equal((await read(image)).statusCode, 200);

    const admin = await t.adminToken();
    const moderate = (action: string) => t.request({ method: 'PUT', url: '/admin/moderation', token: admin, payload: { targetType: 'thread', targetId: threadId, action, reason: 'check' } });
    assert.equal((await moderate('hide')).statusCode, 200);
    assert.equal((await read(image)).statusCode, 404);
    assert.equal((await moderate('restore')).statusCode, 200);
    assert.equal((await read(image)).statusCode, 200);
  });
});

describe('uploads stored before re-encoding existed', () => {
  /** A row as an older version stored it: the bytes as uploaded, `reencoded` unknown (NULL). */
  async function storeLegacy(bytes: Buffer, contentType: 'image/jpeg' | 'image/png' = 'image/jpeg') {
    const [row] = await t.app.db
      .insert(files)
      .values({ contentType, size: bytes.length, sha256: digestOf(bytes), bytes, uploadedBy: member.id, reencoded: null })
      .returning({ id: files.id });
    return row!.id;
  }
  const stored = async (id: string) => {
    const [row] = await t.app.db.select({ reencoded: files.reencoded, sha256: files.sha256, bytes: bytesAsBase64 }).from(files).where(eq(files.id, id));
    return { ...row!, bytes: Buffer.from(row!.bytes, 'base64') };
  };

  test('are served without their EXIF before the job reaches them, then re-encoded in place', async () => {
    const photo = await phonePhoto();
    const id = await storeLegacy(photo);
    const early = await read(id);
    assert.equal(early.statusCode, 200);
    assert.equal((await sharp(early.rawPayload).metadata()).exif, undefined);
    assert.equal(early.rawPayload.includes('JuniorCam'), false);

    const counts = await reencodeLegacyUploads(t.app.db, 1000);
    assert.ok(counts.reencoded >= 1);
    const row = await stored(id);
    assert.equal(row.reencoded, true);
    assert.equal(row.bytes.includes('JuniorCam'), false, 'the stored bytes lost their EXIF too');
    assert.equal(row.sha256, digestOf(row.bytes));
    assert.notEqual(row.sha256, digestOf(photo));
    assert.equal((await reencodeLegacyUploads(t.app.db, 1000)).reencoded, 0, 'nothing is left for the next run');
  });

  test('one that cannot be decoded is marked and never served', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not a picture at all')]);
    const id = await storeLegacy(fake);
    assert.equal((await read(id)).statusCode, 404);
    assert.ok((await reencodeLegacyUploads(t.app.db, 1000)).unreadable >= 1);
    assert.equal((await stored(id)).reencoded, false);
    assert.equal((await read(id)).statusCode, 404);
    assert.equal((await read(id, '?w=480')).statusCode, 404);
  });

  test('two processes running the job at once re-encode each file once and both finish', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map(async () => storeLegacy(await phonePhoto())));
    const [first, second] = await Promise.all([reencodeLegacyUploads(t.app.db, 1000), reencodeLegacyUploads(t.app.db, 1000)]);
    assert.ok(first.reencoded + second.reencoded >= ids.length);
    for (const id of ids) {
      const row = await stored(id);
      assert.equal(row.reencoded, true);
      assert.equal(row.sha256, digestOf(row.bytes), 'bytes and digest come from one write');
    }
  });

  test('uploads made today are stored as re-encoded and never picked up again', async () => {
    const id = await uploadImage(t, member.token, await phonePhoto());
    assert.equal((await stored(id)).reencoded, true);
  });
});
