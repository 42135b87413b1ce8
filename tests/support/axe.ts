// axe-core in a Playwright page: injects the library and runs the WCAG 2.0–2.2 A and AA rules, the
// bar issue 3 sets. Answers each violation as one readable line (rule, impact, the first elements).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { transitionsEnded } from './browser.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export async function axeViolations(page: Page): Promise<string[]> {
  // Parts below the first screen carry content-visibility: auto (the footer, the trending slider, the
  // product rails): Chromium skips their style until they come near the viewport, and axe then read
  // the browser's default colours there now and then (black on the dark theme). Judge every part as it
  // looks once on screen: render them all before the rules run.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('*'))
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  });
  // Styled now for the first time, those parts start transitions from their skipped styles, and with
  // motion reduced (a 0.01 ms transition of every property) the headless shell showed them until the
  // next frame: axe once read the footer's Subscribe button mid-way, white on the browser's default
  // grey. Judge the colours the transitions end on.
  await transitionsEnded(page);
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern;
  // once per page load (a second check of the same page, in the other theme, finds it there).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, WCAG_AA);
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}]` : ''}`,
        )
        .join('; ')}`,
  );
}
