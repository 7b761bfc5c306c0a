import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The gap kept between an open popup and the window's edges. */
const viewportMargin = 8;

/** Slides an open popup sideways so it stays on a phone's screen instead of spilling over its edge. */
function keepInViewport(popup: HTMLElement): void {
  popup.style.translate = '';
  const box = popup.getBoundingClientRect();
  const right = document.documentElement.clientWidth - viewportMargin;
  let shift = box.right > right ? right - box.right : 0;
  if (box.left + shift < viewportMargin) shift = viewportMargin - box.left;
  if (shift !== 0) popup.style.translate = `${shift}px 0`;
}

export interface Popover<Trigger extends HTMLElement, Popup extends HTMLElement> {
  open: boolean;
  trigger: RefObject<Trigger | null>;
  popup: RefObject<Popup | null>;
  show: () => void;
  toggle: () => void;
  /** Closes it; focus goes back to the trigger when asked (Escape, a choice made inside). */
  close: (returnFocus?: boolean) => void;
}

/**
 * A button and the popup it opens (a top-bar panel, the user menu): Escape closes it and puts focus back on the
 * button; a click or focus outside both closes it and leaves focus where the user put it.
 */
export function usePopover<
  Trigger extends HTMLElement = HTMLButtonElement,
  Popup extends HTMLElement = HTMLElement,
>(): Popover<Trigger, Popup> {
  const [open, setOpen] = useState(false);
  const trigger = useRef<Trigger>(null);
  const popup = useRef<Popup>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);
  const show = useCallback(() => setOpen(true), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(trigger.current?.contains(target) || popup.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const active = document.activeElement;
      close(active === null || active === document.body || inside(active));
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  useLayoutEffect(() => {
    const element = popup.current;
    if (!open || !element) return;
    const place = () => keepInViewport(element);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  return { open, trigger, popup, show, toggle, close };
}
