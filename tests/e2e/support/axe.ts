import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's WCAG 2 A and AA rules over the page as it is now, as `rule: the nodes' selectors` lines (none: no
 * violation). Only the violations are reported in full: axe builds a selector for every node of every
 * result type it reports, which on a long page (/review/doc) took longer than the rules themselves; passes and
 * inapplicable rules are run the same and were never read. `exclude`: a part of the page that is not ours
 * (the player's frame holds the uploaded ad).
 */
export async function wcagViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .options({ resultTypes: ['violations'] });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
