// axe on the page as it stands, against WCAG 2.2 AA and axe's best practices: each violation named with where it is.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The page's axe violations, each with its first five places and why; none is `[]`. `rules`: only these rules, else every WCAG 2.2 AA and best-practice one. */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  // Animations finish first, so colours are measured as they settle.
  await page.waitForTimeout(400);
  const builder = new AxeBuilder({ page });
  const results = await (
    rules
      ? builder.withRules([...rules])
      : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
  ).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ').slice(0, 300)}`)
        .join('\n'),
  );
}
