import { configureAxe } from 'jest-axe';

/**
 * axe-core in jsdom over WCAG 2.x A/AA, the bar the e2e walk holds every page to (architecture §5d).
 * jsdom draws nothing, so colour contrast is left to the e2e walk in Chromium.
 */
const axe = configureAxe({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });

/** Fails with axe's own report when the rendered markup breaks a rule. */
export async function expectAccessible(container: Element): Promise<void> {
  expect(await axe(container)).toHaveNoViolations();
}
