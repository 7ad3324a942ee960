import { priceFor } from './price';

test('annual members pay the member price, everyone else the non-member price', () => {
  const event = { priceMember: 80, priceNonMember: 150 };
  expect(priceFor(event, true)).toBe(80);
  expect(priceFor(event, false)).toBe(150);
});
