// Debian's Chromium, driven by playwright-core: found, launched, and the web build it needs checked.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** CHROME_PATH, then Debian's /usr/bin/chromium; otherwise a message that says how to get it. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((candidate): candidate is string =>
    Boolean(candidate),
  );
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'Chromium was not found for the browser tests. Install it (Debian/Ubuntu: `apt-get install -y chromium`) ' +
        'or point CHROME_PATH at a Chromium or Chrome binary. `.ci/run` installs it on a clean machine.',
    );
  }
  return found;
}

/**
 * The features Playwright turns off (its chromiumSwitches), repeated because Chromium reads only the last
 * `--disable-features` switch; tests/e2e/chromiumSwitches.test.ts fails when Playwright's list changes.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium still makes each window's address-bar popups as web pages of their own, and rendering them took
 * a fifth of the browser's time in the browser tests (docs/decisions/chromium-without-omnibox-popups.md).
 */
const omniboxPopups = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** extraArgs: more Chromium switches (the Lighthouse bench opens a remote-debugging port). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    // As root in a sandboxed machine, with no network beyond loopback.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopups].join(',')}`,
      ...extraArgs,
    ],
  });
}

/** Fails clearly when the web app has not been built (npm test builds it first). */
export function requireWebBuild(): void {
  if (!fs.existsSync(path.resolve('dist/web/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` (npm test does this first).');
  }
}
