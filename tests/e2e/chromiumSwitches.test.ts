// The Chromium the browser tests launch: Playwright's own switches kept, and no address-bar popup pages made.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/chromium.ts';

describe('the browser tests’ Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    // Chromium tells its command line over CDP only with this switch.
    browser = await launchChromium(['--enable-automation']);
  });
  afterAll(() => browser.close());

  it('turns off every feature Playwright turns off, and the omnibox popups, in the one --disable-features it reads', async () => {
    const cdp = await browser.newBrowserCDPSession();
    const { arguments: switches } = await cdp.send('Browser.getBrowserCommandLine');
    const lists = switches
      .filter((value) => value.startsWith('--disable-features='))
      .map((value) => value.slice('--disable-features='.length).split(','));
    // Chromium reads the last one only.
    const read = lists.at(-1)!;
    expect(lists.length).toBeGreaterThan(1);
    for (const list of lists.slice(0, -1)) expect(read).toEqual(expect.arrayContaining(list));
    expect(read).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });

  it('makes no address-bar popup page beside a test’s page', async () => {
    const context = await browser.newContext();
    await (await context.newPage()).goto('about:blank');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.map(({ url }) => url)).toEqual(['about:blank']);
    await context.close();
  });
});
