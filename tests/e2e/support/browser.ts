// Browser tests: sessions (contexts) per test, and a screenshot and console log of each when a test fails.
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const artifactsDir = path.resolve('tests/artifacts');

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Browser console lines and page errors, saved beside the screenshot when a test fails */
  console: string[];
}

export async function openSession(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<BrowserSession> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const lines: string[] = [];
  context.on('console', (message) => lines.push(`[${message.type()}] ${message.text()}`));
  context.on('weberror', (error) => lines.push(`[pageerror] ${error.error().message}`));
  return { context, page, console: lines };
}

function slug(name: string): string {
  return name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 80);
}

/** Saves a screenshot of every page and the console of every session, under tests/artifacts/<test>/. */
export async function saveArtifacts(name: string, sessions: BrowserSession[]): Promise<void> {
  const dir = path.join(artifactsDir, slug(name));
  fs.mkdirSync(dir, { recursive: true });
  for (const [index, session] of sessions.entries()) {
    for (const [pageIndex, page] of session.context.pages().entries()) {
      await page.screenshot({ path: path.join(dir, `session${index + 1}-page${pageIndex + 1}.png`), fullPage: true }).catch(() => undefined);
    }
    fs.writeFileSync(path.join(dir, `session${index + 1}-console.log`), session.console.join('\n'));
  }
}

/**
 * A browser test: `run` gets a way to open sessions (browser contexts); on failure every session's pages
 * are photographed and their consoles saved before the error is reported.
 */
export function browserTest(
  name: string,
  getBrowser: () => Browser,
  run: (open: (viewport?: { width: number; height: number }) => Promise<BrowserSession>) => Promise<void>,
  timeoutMs = 60_000,
): void {
  test(
    name,
    async () => {
      const sessions: BrowserSession[] = [];
      const open = async (viewport?: { width: number; height: number }) => {
        const session = await openSession(getBrowser(), viewport);
        sessions.push(session);
        return session;
      };
      try {
        await run(open);
      } catch (error) {
        await saveArtifacts(name, sessions);
        throw error;
      } finally {
        for (const session of sessions) await session.context.close().catch(() => undefined);
      }
    },
    timeoutMs,
  );
}
