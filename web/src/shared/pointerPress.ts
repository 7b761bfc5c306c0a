// A part rendered anew under a pressed pointer loses the click: the press lands on the old element, the release on its
// replacement, and the browser sends the click to neither (a row's Edit link, say, as antd's table replaces the plain
// one). A swap reads whether a press is under way, and is told when that changes.
/** True from a press until its click has gone where it was aimed. */
let pressed = false;
/** True while a pointer is down (the click after its release is still to come once this turns false). */
let down = false;
const listeners = new Set<() => void>();

function changed(now: boolean) {
  if (pressed === now) return;
  pressed = now;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener(
    'pointerdown',
    () => {
      down = true;
      changed(true);
    },
    true,
  );
  const up = () => {
    down = false;
    // After the click that follows this release has been dispatched, unless a new press came first.
    setTimeout(() => !down && changed(false), 0);
  };
  window.addEventListener('pointerup', up, true);
  window.addEventListener('pointercancel', up, true);
}

/** Whether a press is under way (useSyncExternalStore's snapshot). */
export const isPointerPressed = () => pressed;

/** Calls `listener` whenever isPointerPressed changes (useSyncExternalStore's subscribe); gives the unsubscribe. */
export function subscribePointerPress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
