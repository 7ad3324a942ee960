import { isEmailAddress } from './email.ts';
import { emailAddress } from './email-schema.ts';

describe('isEmailAddress', () => {
  test.each(['parent@example.com', 'a.b-c_d+golf@mail.example.hk', "o'neil@school.edu.hk", 'x@test.local', 'kid@xn--fiqs8s.xn--j6w193g', 'A@B.CO'])(
    'accepts %s',
    (address) => expect(isEmailAddress(address)).toBe(true),
  );

  test.each([
    'parent@example.com?bcc=spy%40evil.example',
    'parent@example.com&cc=spy@evil.example',
    'parent@example.com\r\nBcc: spy@evil.example',
    'parent@example.com\nx',
    'parent @example.com',
    'parent@exa mple.com',
    '"quoted"@example.com',
    'Name <parent@example.com>',
    'a@b.com,spy@evil.example',
    'a@b.com;spy@evil.example',
    'a%40b@example.com',
    'a=b@example.com',
    '.a@example.com',
    'a..b@example.com',
    'a@-example.com',
    'a@example',
    'a@example.c',
    '@example.com',
    'a@',
    `${'a'.repeat(250)}@b.hk`,
  ])('refuses %j', (address) => expect(isEmailAddress(address)).toBe(false));
});

describe('emailAddress', () => {
  test('trims, then refuses anything but one address with the given message', () => {
    expect(emailAddress('bad').parse('  parent@example.com ')).toBe('parent@example.com');
    const result = emailAddress('bad').safeParse('parent@example.com?bcc=spy%40evil.example');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('bad');
  });
});
