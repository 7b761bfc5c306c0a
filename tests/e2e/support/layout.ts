// Where things are on a page, read as a person would see them move.
import type { Locator } from 'playwright-core';

/**
 * Where `element` is in the page (not the viewport: an action may scroll between two reads), to hold that something
 * a page adds later moves nothing.
 */
export function placeInPage(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return element.evaluate((box) => {
    const { x, y, width, height } = box.getBoundingClientRect();
    return { x: x + scrollX, y: y + scrollY, width, height };
  });
}
