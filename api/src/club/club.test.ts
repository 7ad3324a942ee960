import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../config.js';
import { startTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ config: { membershipFeeHkd: 680, clubEmail: 'hello@club.test', clubPhone: '+852 2345 6789', clubWhatsapp: '85291234567' } });
});
after(() => t.close());

describe('club details', () => {
  test('anyone reads the configured address, phone, WhatsApp and membership fee', async () => {
    const response = await t.request({ method: 'GET', url: '/ext/club' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      status: 'ok',
      club: { email: 'hello@club.test', phone: '+852 2345 6789', whatsapp: '85291234567', membershipFeeHkd: 680 },
    });
  });

  test('the configuration: one address by default, WhatsApp falls back to the phone, a bad address is refused', () => {
    const base = { DATA_DIR: '/tmp/golf-club-config-test', JWT_SECRET: 'x'.repeat(32) };
    const config = loadConfig({ ...base });
    assert.equal(config.clubEmail, 'info@youthgolf.hk');
    assert.equal(config.clubWhatsapp, config.clubPhone);
    assert.equal(loadConfig({ ...base, CLUB_PHONE: '+852 3111 2222' }).clubWhatsapp, '+852 3111 2222');
    assert.throws(() => loadConfig({ ...base, CLUB_EMAIL: 'not an address' }));
  });
});
