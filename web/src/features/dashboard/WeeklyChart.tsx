// The year of weeks as bars on a canvas (hidden from screen readers: TeamDay's table says the same), painted by
// Chart.js in a worker (weeklyChartWorker.ts): the page hands the canvas over and tells the worker the data, the
// canvas's size and where the pointer is, for the tooltip. The worker has no catalog: it is sent the words it draws.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { directionOf, isLocale } from '../../shared/i18n/locales.ts';
import { useFormats } from '../../shared/i18n/formats.ts';
import type { ChartSize, ChartWords, WeeklyChartMessage } from './weeklyChartWorker.ts';
import { weekLabel, type Weeks } from './weeks.ts';
import { weekOfWords, weekWords } from './weekWords.ts';

export default function WeeklyChart({ weeks, colorScheme }: { weeks: Weeks; colorScheme: 'light' | 'dark' }) {
  const frame = useRef<HTMLDivElement>(null);
  const worker = useRef<Worker | null>(null);
  const intl = useIntl();
  const formats = useFormats();

  useEffect(() => {
    // A canvas is handed to a worker once: each start makes its own, so a remount draws on a new one.
    const canvas = document.createElement('canvas');
    // A browser without OffscreenCanvas or workers draws no chart: the table beside it still says every week.
    if (typeof Worker === 'undefined' || !('transferControlToOffscreen' in canvas)) return;
    frame.current!.append(canvas);
    const drawing = new Worker(new URL('./weeklyChartWorker.ts', import.meta.url), { type: 'module' });
    worker.current = drawing;
    const send = (message: WeeklyChartMessage, transfer: Transferable[] = []) => drawing.postMessage(message, transfer);
    const size = (): ChartSize => ({
      width: canvas.clientWidth,
      height: canvas.clientHeight,
      pixelRatio: window.devicePixelRatio,
    });
    const offscreen = canvas.transferControlToOffscreen();
    send({ type: 'start', canvas: offscreen, ...size() }, [offscreen]);
    const resized = new ResizeObserver(() => send({ type: 'resize', ...size() }));
    resized.observe(canvas);
    const point = (event: PointerEvent) => {
      const box = canvas.getBoundingClientRect();
      send({ type: 'point', x: event.clientX - box.left, y: event.clientY - box.top });
    };
    // A mouse's tooltip goes as the pointer leaves; a finger's stays after the tap that showed it, until the next.
    const leave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') send({ type: 'point', x: null, y: null });
    };
    canvas.addEventListener('pointerdown', point);
    canvas.addEventListener('pointermove', point);
    canvas.addEventListener('pointerleave', leave);
    return () => {
      resized.disconnect();
      drawing.terminate();
      worker.current = null;
      canvas.remove();
    };
  }, []);

  // After the start above, on every mount: the worker draws the chart with the first data it is sent.
  useEffect(() => {
    const labels = weeks.map(({ weekStart }) => weekLabel(weekStart, formats));
    const words: ChartWords = {
      locale: intl.locale,
      rightToLeft: isLocale(intl.locale) && directionOf(intl.locale) === 'rtl',
      labels,
      titles: labels.map((week) => intl.formatMessage(weekOfWords, { week })),
      added: intl.formatMessage(weekWords.added),
      removed: intl.formatMessage(weekWords.removed),
      logScale: intl.formatMessage(weekWords.logScale),
    };
    worker.current?.postMessage({ type: 'data', weeks, colorScheme, words } satisfies WeeklyChartMessage);
  }, [weeks, colorScheme, intl, formats]);

  return <div ref={frame} className="team-day-canvas" aria-hidden="true" />;
}
