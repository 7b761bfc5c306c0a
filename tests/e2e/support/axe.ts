// axe on the page as it stands, against WCAG 2.2 AA and axe's best practices: each violation named with where it is.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { desktopViewport, eventually, phoneViewport } from './crmApp.ts';
import { openingMotion } from './browser.ts';

/** Where each screen is checked: a desktop and a phone, in the light and the dark theme. */
export const widthsAndSchemes = [
  ['1280 px', desktopViewport, 'light'],
  ['390 px', phoneViewport, 'light'],
  ['1280 px', desktopViewport, 'dark'],
  ['390 px', phoneViewport, 'dark'],
] as const;

/** Fails unless the app rendered the expected theme (antd's dark algorithm paints the layout dark). */
export async function expectScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await eventually(async () =>
    expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe(colorScheme),
  );
}

/**
 * Waits until every finite CSS animation and transition on the page has finished (a dialog fading in, say), so colours
 * are measured as they settle, however slow the machine; endless ones (a spinner) are left running.
 */
export async function animationsSettled(page: Page): Promise<void> {
  const settled = () =>
    page.waitForFunction(
      (motion) =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
          ) &&
        // antd marks a motion's element before its animation exists.
        ![...document.querySelectorAll('[class*="-appear"], [class*="-enter"]')].some((element) =>
          new RegExp(motion).test(element.getAttribute('class') ?? ''),
        ),
      openingMotion,
      { polling: 100, timeout: 10_000 },
    );
  await settled();
  // A motion whose classes come a frame later (antd adds them in an effect) is caught by a second look.
  await page.waitForTimeout(150);
  await settled();
}

/**
 * Waits until no success pop-up ('You connected!', 'User save successfully') is shown: each closes by itself 1.5 s
 * after it opens (docs/product.md#limits-and-timings), and an axe run that outlasts it reads its words mid-fade.
 */
async function successPopupsClosed(page: Page): Promise<void> {
  await page.waitForFunction(
    () => [...document.querySelectorAll('.ant-modal-confirm-success')].every((popup) => !popup.checkVisibility()),
    undefined,
    { polling: 100, timeout: 10_000 },
  );
}

/**
 * The page's axe violations, each with its first five places and why; none is `[]`. `rules`: only these rules, else
 * every WCAG 2.2 AA and best-practice one.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  await successPopupsClosed(page);
  await animationsSettled(page);
  // Only violations are read, and the app has no cross-origin frames: axe runs in the page itself instead of gathering
  // its results in a blank page opened for each run, a third of the time (docs/decisions/axe-in-the-page.md).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
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
