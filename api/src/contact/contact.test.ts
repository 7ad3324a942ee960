import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ config: { rateLimitPerMinute: 30 } });
});
after(() => t.close());

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mrs Chan',
  email: 'chan@example.com',
  phone: '+852 9123 4567',
  enquiry: 'Do you run lessons for 8-year-olds?',
  ...overrides,
});
const submit = (payload: object, language: 'en' | 'zh' = 'en', remoteAddress = '10.1.0.1') =>
  t.request({ method: 'POST', url: '/ext/contactform/submit', payload, language, remoteAddress });

describe('contact form', () => {
  test('a visitor sends an enquiry and the admin reads it, newest first', async () => {
    assert.deepEqual((await submit(enquiry({ name: 'First' }))).json(), { status: 'ok' });
    assert.deepEqual((await submit(enquiry({ name: '  Second  ', enquiry: '<script>alert(1)</script>' }))).json(), { status: 'ok' });
    const inbox = await t.request({ method: 'GET', url: '/admin/contactform/list?page=1', token: await t.adminToken() });
    assert.equal(inbox.statusCode, 200);
    const { enquiries, totalPages } = inbox.json();
    assert.equal(totalPages, 1);
    assert.equal(enquiries[0].name, 'Second');
    assert.equal(enquiries[0].enquiry, '<script>alert(1)</script>', 'stored as text; escaping is the reader’s job');
    assert.equal(enquiries[1].name, 'First');
    assert.equal(enquiries[1].phone, '+852 9123 4567');
    assert.ok(enquiries[0]._id && enquiries[0].createdAt);
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['blank name', { name: '  ' }, 'This field is required'],
    ['missing email', { email: undefined }, 'This field is required'],
    ['email without a dot', { email: 'a@b' }, 'Please enter a valid email address'],
    ['email with spaces', { email: 'a b@c.d' }, 'Please enter a valid email address'],
    // Issue 36 point 8: an address and nothing else (the admins reply through a mailto: link).
    ['email with a bcc parameter', { email: 'parent@example.com?bcc=spy%40evil.example' }, 'Please enter a valid email address'],
    ['email with a line break', { email: 'parent@example.com\r\nBcc: spy@evil.example' }, 'Please enter a valid email address'],
    ['two addresses', { email: 'parent@example.com,spy@evil.example' }, 'Please enter a valid email address'],
    ['blank phone', { phone: '' }, 'This field is required'],
    ['missing enquiry', { enquiry: undefined }, 'This field is required'],
    ['enquiry as a number', { enquiry: 42 }, 'This field is required'],
  ];
  for (const [name, change, message] of refusals) {
    test(`refuses ${name}`, async () => {
      const response = await submit(enquiry(change));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { status: 'nok', error: message });
    });
  }

  test('messages in Chinese, and huge inputs are 400', async () => {
    assert.equal((await submit(enquiry({ name: '' }), 'zh')).json().error, '此欄位為必填');
    assert.equal((await submit(enquiry({ enquiry: 'x'.repeat(5001) }))).statusCode, 400);
    const tooBig = await t.request({ method: 'POST', url: '/ext/contactform/submit', payload: JSON.stringify(enquiry({ enquiry: 'x'.repeat(2 * 1024 * 1024) })), headers: { 'content-type': 'application/json' } });
    assert.equal(tooBig.statusCode, 413);
    assert.equal(tooBig.json().status, 'nok');
  });

  test('the inbox is for admins only', async () => {
    assert.equal((await t.request({ method: 'GET', url: '/admin/contactform/list' })).statusCode, 401);
    const member = await t.signUpMember();
    assert.equal((await t.request({ method: 'GET', url: '/admin/contactform/list', token: member.token })).statusCode, 403);
  });

  test('RATE_LIMIT_PER_MINUTE submissions per client address, then 429', async () => {
    for (let i = 0; i < 30; i++) await submit(enquiry(), 'en', '10.9.9.9');
    const limited = await submit(enquiry(), 'en', '10.9.9.9');
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
  });
});
