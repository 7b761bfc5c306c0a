// A part drawn anew under a pressed pointer loses the click: the press lands on the old element, the release on its
// replacement, and the browser sends the click to neither (a row's Edit link, say, as antd's table replaces the plain
// one). Swaps wait until no button is held.
let pressed = false;
let waiting: Array<() => void> = [];

function released() {
  pressed = false;
  // After the click that follows this release has been dispatched, unless a new press came first.
  setTimeout(() => {
    if (pressed) return;
    const ready = waiting;
    waiting = [];
    for (const resume of ready) resume();
  }, 0);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pressed = true), true);
  window.addEventListener('pointerup', released, true);
  window.addEventListener('pointercancel', released, true);
}

/** Resolves at once when no pointer is pressed, else once it is released and its click has gone where it was aimed. */
export function whenNoPointerPressed(): Promise<void> {
  if (!pressed) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
