// Off the main thread: draws the year of weeks as bars with Chart.js on the canvas WeeklyChart.tsx hands over. The
// chart's first drawing (its layout, its ticks and 104 bars) took 400-500 ms of a phone's main thread at 4x CPU
// slowdown, one task the page could not answer a tap in; here it takes none of it.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LogarithmicScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { formatsFor } from '../../shared/i18n/formatsFor.ts';
import { countsOnLogAxis, isRoundCount, type Weeks } from './weeks.ts';
import { reportError } from '../../shared/reportError.ts';

// Only the parts a bar chart uses: the rest of Chart.js stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LogarithmicScale, Legend, Tooltip);

export interface ChartSize {
  width: number;
  height: number;
  pixelRatio: number;
}
/** What the chart says, in the page's language (WeeklyChart.tsx formats it): the worker has no catalog. */
export interface ChartWords {
  /** The page's language, for the counts on the axis */
  locale: string;
  /** Drawn mirrored: the oldest week on the right, the counts' axis on the right */
  rightToLeft: boolean;
  /** Each week's label on the axis ("Nov 24, 2025") */
  labels: string[];
  /** Each week's tooltip title ("Week of Nov 24, 2025") */
  titles: string[];
  added: string;
  removed: string;
  logScale: string;
}
export interface ChartData {
  weeks: Weeks;
  colorScheme: 'light' | 'dark';
  words: ChartWords;
}
export type WeeklyChartMessage =
  | ({ type: 'start'; canvas: OffscreenCanvas } & ChartSize)
  /** The weeks to draw: the first makes the chart, each later one redraws it. */
  | ({ type: 'data' } & ChartData)
  | ({ type: 'resize' } & ChartSize)
  /** The pointer over the canvas, in CSS pixels from its corner; null once it has left. */
  | { type: 'point'; x: number | null; y: number | null };

/** The palette of app.css's --ui-* colours, light and dark. */
const palette = {
  light: { added: '#4f46e5', removed: '#e8590c', text: 'rgba(0, 0, 0, 0.65)', grid: 'rgba(5, 5, 5, 0.06)' },
  dark: { added: '#a5b4fc', removed: '#ffa94d', text: 'rgba(255, 255, 255, 0.65)', grid: 'rgba(253, 253, 253, 0.12)' },
} as const;

function configuration(
  { weeks, colorScheme, words }: ChartData,
  pixelRatio: number,
): ChartConfiguration<'bar', number[], string> {
  const colors = palette[colorScheme];
  const count = formatsFor(words.locale).number;
  const rtl = words.rightToLeft;
  return {
    type: 'bar',
    data: {
      labels: words.labels,
      datasets: [
        { label: words.added, data: weeks.map(({ added }) => added), backgroundColor: colors.added, borderRadius: 2 },
        {
          label: words.removed,
          data: weeks.map(({ removed }) => removed),
          backgroundColor: colors.removed,
          borderRadius: 2,
        },
      ],
    },
    options: {
      // Sized by the page (the 'resize' message): a worker has no layout to follow.
      responsive: false,
      devicePixelRatio: pixelRatio,
      // Painted at once: no motion to sit through.
      animation: false,
      // Pointer events come as 'point' messages; the chart listens to none itself.
      events: [],
      interaction: { mode: 'index', intersect: false },
      plugins: {
        // rtl lays the legend and tooltip out from the right. No textDirection: Chart.js sets it through the canvas's
        // style, which an OffscreenCanvas has not (its drawing would throw).
        legend: { position: 'bottom', rtl, labels: { color: colors.text, boxWidth: 12 } },
        tooltip: {
          rtl,
          callbacks: { title: (items) => words.titles[items[0]?.dataIndex ?? -1] ?? '' },
        },
      },
      scales: {
        // Mirrored in a right-to-left page: the weeks run from the right, the counts stand on the right.
        x: {
          reverse: rtl,
          ticks: { color: colors.text, maxRotation: 0, autoSkipPadding: 16 },
          grid: { display: false },
        },
        // Counts in the page's language by formats.ts, English by hand: Chart.js's own tick format is Intl's,
        // whose first use loads the locale's data (formatEn.ts).
        y: countsOnLogAxis(weeks)
          ? {
              type: 'logarithmic',
              position: rtl ? 'right' : 'left',
              // Below 1, so a week of 1 has a bar; a week of 0 has none.
              min: 0.5,
              title: { display: true, text: words.logScale, color: colors.text },
              ticks: {
                color: colors.text,
                autoSkip: false,
                callback: (value) => (isRoundCount(Number(value)) ? count(Number(value)) : null),
              },
              grid: { color: colors.grid },
            }
          : {
              beginAtZero: true,
              position: rtl ? 'right' : 'left',
              ticks: { color: colors.text, precision: 0, callback: (value) => count(Number(value)) },
              grid: { color: colors.grid },
            },
      },
    },
  };
}

let canvas: OffscreenCanvas | null = null;
let size: ChartSize = { width: 0, height: 0, pixelRatio: 1 };
let chart: Chart<'bar', number[], string> | null = null;

function draw(work: () => void): void {
  try {
    work();
  } catch (error) {
    // A chart that cannot draw leaves the page and its table as they are.
    reportError('Drawing the weekly chart failed', error);
  }
}

/**
 * The canvas's size in CSS pixels, before Chart.js scales it by the pixel ratio: the chart's first drawing reads it.
 */
function sizeCanvas(): void {
  if (!canvas) return;
  canvas.width = size.width;
  canvas.height = size.height;
}

self.onmessage = ({ data: message }: MessageEvent<WeeklyChartMessage>) => {
  if (message.type === 'start' || message.type === 'resize') {
    size = { width: message.width, height: message.height, pixelRatio: message.pixelRatio };
    if (message.type === 'start') canvas = message.canvas;
    const current = chart;
    if (!current) sizeCanvas();
    else
      draw(() => {
        current.options.devicePixelRatio = size.pixelRatio;
        current.resize(size.width, size.height);
      });
  } else if (message.type === 'data') {
    const next = configuration(message, size.pixelRatio);
    const current = chart;
    draw(() => {
      if (current) {
        current.data = next.data;
        current.options = next.options!;
        current.update();
      } else if (canvas) {
        // Chart.js draws on an OffscreenCanvas (its basic platform,
        // no DOM), though its types name only a page's canvas.
        chart = new Chart(canvas as unknown as HTMLCanvasElement, next);
      }
    });
  } else {
    const current = chart;
    if (!current) return;
    const { x, y } = message;
    draw(() => {
      const active =
        x === null || y === null
          ? []
          : current.getElementsAtEventForMode(
              { type: 'mousemove', x, y, native: null } as never,
              'index',
              { intersect: false },
              false,
            );
      current.setActiveElements(active);
      current.tooltip?.setActiveElements(active, { x: x ?? 0, y: y ?? 0 });
      current.update('none');
    });
  }
};
