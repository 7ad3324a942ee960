import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the bar of architecture §5d. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Rules axe marks experimental, held too: a control's name must contain its visible text (WCAG
 * 2.5.3, "label in name"), or a voice-control user saying what they see reaches nothing.
 */
const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * What axe-core finds on the page as it is now, one line per rule with the elements it failed.
 * The script goes in through the DevTools protocol, so the page's script policy is not loosened.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async ({ tags, rules }) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const byTag = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    const byRule = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
    return [...byTag.violations, ...byRule.violations].map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, { tags: TAGS, rules: EXPERIMENTAL_RULES });
}

/** Findings as lines a failing assertion can print. */
export function describeFindings(where: string, findings: AxeFinding[]): string[] {
  return findings.map((finding) => `${where}: ${finding.rule} (${finding.impact}) ${finding.help} — ${finding.targets.slice(0, 4).join(' | ')}${finding.targets.length > 4 ? ` … ${finding.targets.length} in all` : ''}`);
}
