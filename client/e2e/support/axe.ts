import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const axeScript = fileURLToPath(import.meta.resolve('axe-core/axe.min.js'));

/** WCAG 2.2 A and AA (axe tags each version's new criteria apart). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
}

/**
 * What axe finds on the page, or on the part `selector` names. axe is injected once per document
 * and run in it directly: a journey's pages change by the router, not by loading, and
 * @axe-core/playwright's builder injected it again and finished every run in a new page (about
 * 0.5 s per check, against 0.15 s here). The page's CSP forbids the injected script: use it with
 * test.use({ bypassCSP: true }).
 */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript });
  return page.evaluate(
    async ([include, tags]) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(include ?? document, {
        runOnly: { type: 'tag', values: tags },
        // Off by default as "experimental", yet it is WCAG 2.5.3 (Label in Name), which issue 41 names.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      });
      return result.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })) }));
    },
    [selector, WCAG_TAGS] as const,
  );
}

/** Expects axe to find nothing on the page, or on the part `selector` names. */
export async function expectAccessible(page: Page, selector?: string): Promise<void> {
  const violations = await axeViolations(page, selector);
  expect(violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
