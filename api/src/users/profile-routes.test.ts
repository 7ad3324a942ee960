import { decodeJwt } from 'jose';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, uploadImage, type TestApp, POSTGRES_ONLY } from '../../test/helpers.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

describe('PUT /cms/profile/me/profile', () => {
  test('updates the name and the fields sent, leaves the others', async () => {
    const member = await t.signUpMember({ kscId: 'K-1', handicapIndex: 10 });
    const response = await t.request({ method: 'PUT', url: '/cms/profile/me/profile', token: member.token, payload: { fullName: '  New Name ', gender: 'Female' } });
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data;
    assert.equal(data.fullName, 'New Name');
    assert.equal(data.gender, 'Female');
    assert.equal(data.kscId, 'K-1');
    assert.equal(data.handicapIndex, 10);
    const cleared = await t.request({ method: 'PUT', url: '/cms/profile/me/profile', token: member.token, payload: { fullName: 'New Name', kscId: '', handicapIndex: null } });
    assert.equal(cleared.json().data.kscId, null);
    assert.equal(cleared.json().data.handicapIndex, null);
    const emptyGender = await t.request({ method: 'PUT', url: '/cms/profile/me/profile', token: member.token, payload: { fullName: 'New Name', gender: '' } });
    assert.equal(emptyGender.json().data.gender, null, 'the empty option of the select');
  });

  test('refuses bad values', async () => {
    const member = await t.signUpMember();
    const put = (payload: object) => t.request({ method: 'PUT', url: '/cms/profile/me/profile', token: member.token, payload });
    assert.equal((await put({ gender: 'Male' })).statusCode, 400, 'fullName is always sent');
    assert.match((await put({ fullName: 'A', gender: 'Unknown' })).json().error, /Gender must be Male, Female or Other/);
    assert.equal((await put({ fullName: 'A', handicapIndex: 60 })).statusCode, 400);
    assert.equal((await put({ fullName: 'x'.repeat(101) })).statusCode, 400);
    assert.equal((await put({ fullName: ['A'] })).statusCode, 400);
  });

  test('needs a token', async () => {
    assert.equal((await t.request({ method: 'PUT', url: '/cms/profile/me/profile', payload: { fullName: 'A' } })).statusCode, 401);
  });
});

describe('PUT /cms/profile/me/password', () => {
  test('changes the password, ends the other sessions, keeps this one and returns a fresh token of it', async () => {
    const member = await t.signUpMember();
    const otherSession = await t.signIn(member.email, member.password);
    const response = await t.request({ method: 'PUT', url: '/cms/profile/me/password', token: member.token, payload: { oldPassword: member.password, newPassword: 'brand-new' } });
    assert.equal(response.statusCode, 200, response.body);
    const { token, data } = response.json();
    assert.equal(data.email, member.email);
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: otherSession })).statusCode, 401);
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token })).statusCode, 200, 'the session that changed it goes on');
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token })).statusCode, 200);
    assert.equal(decodeJwt(token).sid, decodeJwt(member.token).sid, 'the fresh token is of the same session');
    assert.ok(await t.signIn(member.email, 'brand-new'));
  });

  test('refuses a wrong current password, a missing one and a short new one, with the spec texts', async () => {
    const member = await t.signUpMember();
    const put = (payload: object) => t.request({ method: 'PUT', url: '/cms/profile/me/password', token: member.token, payload });
    const wrong = await put({ oldPassword: 'nope-nope', newPassword: 'brand-new' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().error, 'The current password is not correct.');
    assert.equal((await put({ newPassword: 'brand-new' })).json().error, 'Please enter your current password to change it.');
    assert.equal((await put({ oldPassword: '', newPassword: 'brand-new' })).json().error, 'Please enter your current password to change it.');
    assert.equal((await put({ oldPassword: member.password, newPassword: '12345' })).json().error, 'New password must be at least 8 characters long.');
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token })).statusCode, 200, 'nothing changed');
  });

  test('three concurrent changes with one session: one wins with a live token, the others get 409', POSTGRES_ONLY, async () => {
    const member = await t.signUpMember();
    const newPasswords = ['first-new', 'second-new', 'third-new'];
    const responses = await Promise.all(
      newPasswords.map((newPassword) =>
        t.request({ method: 'PUT', url: '/cms/profile/me/password', token: member.token, language: 'zh', payload: { oldPassword: member.password, newPassword } }),
      ),
    );
    const winners = responses.filter((response) => response.statusCode === 200);
    assert.equal(winners.length, 1, responses.map((response) => response.body).join('\n'));
    for (const loser of responses.filter((response) => response.statusCode !== 200)) {
      assert.equal(loser.statusCode, 409);
      assert.equal(loser.json().error, '你的密碼剛被另一個請求同時更改，請以新密碼重新登入。');
    }
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: winners[0]!.json().token })).statusCode, 200, 'the token answered is live');
    const won = newPasswords[responses.indexOf(winners[0]!)]!;
    assert.ok(await t.signIn(member.email, won));
    for (const lost of newPasswords.filter((password) => password !== won)) {
      assert.equal((await t.request({ method: 'POST', url: '/ext/auth/signin', payload: { email: member.email, password: lost } })).statusCode, 401);
    }
  });
});

describe('PUT /cms/profile/me/profile-picture', () => {
  test('sets and clears the picture', async () => {
    const member = await t.signUpMember();
    const fileId = await uploadImage(t, member.token);
    const set = await t.request({ method: 'PUT', url: '/cms/profile/me/profile-picture', token: member.token, payload: { fileId } });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.json().data.imageFileId, fileId);
    const cleared = await t.request({ method: 'PUT', url: '/cms/profile/me/profile-picture', token: member.token, payload: { fileId: null } });
    assert.equal(cleared.json().data.imageFileId, null);
  });

  test('refuses a file id that does not exist', async () => {
    const member = await t.signUpMember();
    const response = await t.request({ method: 'PUT', url: '/cms/profile/me/profile-picture', token: member.token, payload: { fileId: 'no-such-file' } });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().error, /picture was not found/);
    assert.equal((await t.request({ method: 'PUT', url: '/cms/profile/me/profile-picture', token: member.token, payload: {} })).statusCode, 400);
  });
});
