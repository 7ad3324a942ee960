// No zod here: the shell's forms use the rule without taking zod into their bundle (email-schema.ts has the schema).

/** The longest address a mail server must accept (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

// An address and nothing else (issue 36 point 8): the ordinary dot-atom characters before the @
// and host names after it. Refused on purpose, though some are legal in a mail header: spaces,
// line breaks, `?`, `&`, `%`, `=`, `,`, `;`, `<>`, quotes and comments. Those are how an address
// turns into more than one (`a@b.hk?bcc=spy@evil.example` in a mailto: link, `a@b.hk\r\nBcc:` in
// a header); no member or parent needs them.
const LOCAL = "[A-Za-z0-9_+'-]+(?:\\.[A-Za-z0-9_+'-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LEVEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';

/** local@host.tld, with only the characters above. */
export const EMAIL_PATTERN = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+${TOP_LEVEL}$`);

/** True when `value` (already trimmed) is one plain email address, safe in a header or a mailto: link. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
