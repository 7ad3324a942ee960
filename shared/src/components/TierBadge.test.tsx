import { screen } from '@testing-library/react';
import { renderPage } from '../testing/render';
import { system } from '../theme/system';
import { TierBadge } from './TierBadge';

const PAYING = [
  ['platinum', 'Platinum'],
  ['gold', 'Gold'],
  ['silver', 'Annual Member'],
  ['bronze', 'Bronze'],
] as const;

/** The theme colour a drawn style names ('var(--chakra-colors-gray-600)' → '#52525b'); null when none. */
function themeColour(style: string): string | null {
  const token = /^var\(--chakra-colors-([a-z]+)(?:-(\d+))?\)$/.exec(style.trim());
  if (!token) return null;
  const value = system.token(`colors.${token[1]}${token[2] ? `.${token[2]}` : ''}`) as string;
  return value === 'white' ? '#ffffff' : value === 'black' ? '#000000' : value;
}

/** WCAG contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test('every paying tier is filled with its own colour, its label at WCAG AA contrast', () => {
  renderPage(<>{PAYING.map(([tier]) => <TierBadge key={tier} tier={tier} />)}</>);
  const fills = PAYING.map(([tier, label]) => {
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-tier', tier);
    const style = getComputedStyle(badge);
    const [fill, text] = [themeColour(style.background), themeColour(style.color)];
    expect({ tier, fill: fill?.startsWith('#'), text: text?.startsWith('#') }).toEqual({ tier, fill: true, text: true });
    expect(contrast(fill!, text!)).toBeGreaterThanOrEqual(4.5);
    return fill;
  });
  expect(new Set(fills).size).toBe(PAYING.length);
});

test('no tier is a quiet Member label: outlined, not filled, so it never outshines a paying tier', () => {
  renderPage(
    <>
      <TierBadge tier={null} />
      <TierBadge tier="diamond" />
    </>,
  );
  const members = screen.getAllByText('Member');
  expect(members.map((badge) => badge.getAttribute('data-tier'))).toEqual(['member', 'member']);
  for (const badge of members) expect(getComputedStyle(badge).background).toMatch(/^(|rgba\(0, 0, 0, 0\)|transparent)$/);
});

test('reads in Chinese: silver is the annual membership', () => {
  renderPage(
    <>
      <TierBadge tier="silver" />
      <TierBadge />
    </>,
    { language: 'zh' },
  );
  expect(screen.getByText('年度會員')).toHaveAttribute('data-tier', 'silver');
  expect(screen.getByText('會員')).toHaveAttribute('data-tier', 'member');
});
