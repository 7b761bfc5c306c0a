// What the tasks bench runs in the page: when the first task rows are painted, and a probe that times a click to the
// frame that paints its change (a MutationObserver sees the commit, the next animation frame renders it, a message
// after it is past the paint), with Event Timing's interactions beside (read by listProbe.ts's interactionDuration).
export const tasksProbe = () => {
  const probe = {
    firstRowsAt: 0,
    rowsAtFirstPaint: 0,
    keyAt: 0,
    paintedAt: 0,
    waitFor: null as null | (() => boolean),
    /** Event Timing: each interaction's longest event (start and duration); entries under 16 ms are not reported. */
    interactions: [] as Array<{ start: number; duration: number }>,
    /**
     * Whether the task whose Complete control is named `label` shows as done: the control (a button today; a
     * checkbox would do too) is gone from the open lists, or shows checked or pressed.
     */
    doneShown: (label: string) => {
      const control = [...document.querySelectorAll('.tasks-board [aria-label]')].find(
        (element) => element.getAttribute('aria-label') === label,
      );
      if (!control) return true;
      return (
        (control instanceof HTMLInputElement && control.checked) ||
        control.getAttribute('aria-checked') === 'true' ||
        control.getAttribute('aria-pressed') === 'true'
      );
    },
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
      if (entry.interactionId) probe.interactions.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  (window as unknown as { benchProbe: typeof probe }).benchProbe = probe;
  const afterPaint = (record: (at: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => record(performance.now());
      channel.port2.postMessage(0);
    });
  document.addEventListener('pointerdown', (event) => (probe.keyAt = event.timeStamp), true);
  document.addEventListener('keydown', (event) => (probe.keyAt = event.timeStamp), true);
  new MutationObserver(() => {
    if (!probe.firstRowsAt && document.querySelector('.tasks-board .task-item')) {
      probe.firstRowsAt = -1;
      probe.rowsAtFirstPaint = document.querySelectorAll('.tasks-board .task-item').length;
      afterPaint((at) => (probe.firstRowsAt = at));
    }
    if (probe.waitFor?.()) {
      probe.waitFor = null;
      afterPaint((at) => (probe.paintedAt = at));
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-checked', 'aria-pressed', 'checked', 'class'],
  });
};

export type TasksProbe = {
  firstRowsAt: number;
  rowsAtFirstPaint: number;
  keyAt: number;
  paintedAt: number;
  waitFor: null | (() => boolean);
  interactions: Array<{ start: number; duration: number }>;
  doneShown(label: string): boolean;
};
