// What antd needs from a browser that jsdom does not provide.

// matchMedia answers width queries against the window's width (1024 px in jsdom: the desktop layout).
function evaluateMedia(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (min?.[1] && width < Number(min[1])) return false;
  if (max?.[1] && width > Number(max[1])) return false;
  return Boolean(min || max);
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    // Live, as a browser's: a list kept from an earlier render answers for the window now.
    get matches() {
      return evaluateMedia(query);
    },
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

// jsdom does not implement pseudo-element styles; antd asks for them to measure scrollbars.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

window.scrollTo = () => undefined;

// jsdom renders <dialog> but cannot open it as a modal (shared/useLeaveGuard.tsx's question).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};
Element.prototype.scrollTo = () => undefined;

// These tests talk to a real server: answers and live change sets land whenever the network delivers them,
// and antd's notices count down on animation frames, so such updates cannot sit inside act(). The tests
// wait for what the user would see (findBy…/waitFor) instead; React's act() reminder is only noise here.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [format] = args;
  if (typeof format === 'string' && format.startsWith('An update to %s inside a test was not wrapped in act')) return;
  consoleError(...args);
};

export {};
