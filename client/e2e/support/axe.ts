import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe (WCAG 2 A and AA rules) on the page, or on the part `selector` names, and expects no
 * violation. The page's CSP forbids the injected script: use it with test.use({ bypassCSP: true }).
 */
export async function expectAccessible(page: Page, selector?: string): Promise<void> {
  await page.addScriptTag({ path: axeScript });
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(include ?? document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
  expect(violations).toEqual([]);
}
