import { formatMemberId } from './member-id';

test('member ids are # and 8 zero-padded digits', () => {
  expect(formatMemberId(123)).toBe('#00000123');
  expect(formatMemberId('42')).toBe('#00000042');
  expect(formatMemberId(12345678)).toBe('#12345678');
  expect(formatMemberId(null)).toBe('#--------');
});
