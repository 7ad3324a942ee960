import { accountPageLink, afterSignInPath, returnPathOf, sameSitePath } from './return-path';

test('follows a page of this site, with its query and hash', () => {
  expect(sameSitePath('/events/42')).toBe('/events/42');
  expect(sameSitePath('/event-calendar?date=2026-12-19&event=e1#x')).toBe('/event-calendar?date=2026-12-19&event=e1#x');
});

test.each([
  ['//evil.example'],
  ['//evil.example/events/1'],
  ['https://evil.example'],
  ['https://evil.example/events/1'],
  ['/\\evil.example'],
  ['/\t/evil.example'],
  ['javascript:alert(1)'],
  ['events/1'],
  [''],
  [42],
  [null],
])('refuses %p: never an open redirect', (candidate) => {
  expect(sameSitePath(candidate)).toBeNull();
});

test('refuses the account pages, which would lead round in a circle', () => {
  expect(sameSitePath('/login')).toBeNull();
  expect(sameSitePath('/signup?next=/events/1')).toBeNull();
  expect(sameSitePath('/reset-password?token=x')).toBeNull();
});

test('the router state wins over the address; /membership when neither names a page', () => {
  expect(returnPathOf({ state: { from: '/events/1' }, search: '?next=%2Fevents%2F2' })).toBe('/events/1');
  expect(returnPathOf({ state: null, search: '?next=%2Fevents%2F2' })).toBe('/events/2');
  expect(afterSignInPath({ state: { from: 'https://evil.example' }, search: '?next=%2F%2Fevil.example' })).toBe('/membership');
  expect(afterSignInPath({})).toBe('/membership');
});

test('a link to another account page carries the return page in the state and the address', () => {
  expect(accountPageLink('/signup', '/events/7?x=1')).toEqual({
    to: '/signup?next=%2Fevents%2F7%3Fx%3D1',
    state: { from: '/events/7?x=1' },
  });
  expect(accountPageLink('/signup', null)).toEqual({ to: '/signup' });
});
