// The year of weeks as bars, drawn by Chart.js on a canvas (hidden from screen readers: TeamDay's table says the same).
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';
import { useEffect, useRef } from 'react';
import { groupDigits } from '../../shared/formatEn.ts';
import { weekLabel, type Weeks } from './weeks.ts';

// Only the parts a bar chart uses: the rest of Chart.js stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The palette of app.css's --ui-* colours, light and dark. */
const palette = {
  light: { added: '#4f46e5', removed: '#e8590c', text: 'rgba(0, 0, 0, 0.65)', grid: 'rgba(5, 5, 5, 0.06)' },
  dark: { added: '#a5b4fc', removed: '#ffa94d', text: 'rgba(255, 255, 255, 0.65)', grid: 'rgba(253, 253, 253, 0.12)' },
} as const;

function configuration(weeks: Weeks, colorScheme: 'light' | 'dark'): ChartConfiguration<'bar', number[], string> {
  const colors = palette[colorScheme];
  return {
    type: 'bar',
    data: {
      labels: weeks.map(({ weekStart }) => weekLabel(weekStart)),
      datasets: [
        { label: 'Added', data: weeks.map(({ added }) => added), backgroundColor: colors.added, borderRadius: 2 },
        { label: 'Removed', data: weeks.map(({ removed }) => removed), backgroundColor: colors.removed, borderRadius: 2 },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // Drawn at once: no motion to sit through, and no frames spent on a phone.
      animation: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom', labels: { color: colors.text, boxWidth: 12 } },
        tooltip: { callbacks: { title: (items) => `Week of ${items[0]?.label ?? ''}` } },
      },
      scales: {
        x: { ticks: { color: colors.text, maxRotation: 0, autoSkipPadding: 16 }, grid: { display: false } },
        // Counts written by hand: Chart.js's own tick format is Intl's, whose first use loads the locale's data (formatEn.ts).
        y: { beginAtZero: true, ticks: { color: colors.text, precision: 0, callback: (value) => groupDigits(Number(value)) }, grid: { color: colors.grid } },
      },
    },
  };
}

export default function WeeklyChart({ weeks, colorScheme }: { weeks: Weeks; colorScheme: 'light' | 'dark' }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar', number[], string> | null>(null);

  // The latest data, for the chart made a task after the canvas (below).
  const latest = useRef({ weeks, colorScheme });
  useEffect(() => {
    latest.current = { weeks, colorScheme };
  });

  useEffect(() => {
    // In a task of its own, not in the one that drew the page: on a slow phone the page's drawing and the chart's
    // (its layout and 104 bars) together made one long task that held the main thread; the canvas keeps its place.
    const timer = setTimeout(() => {
      const drawn = new Chart(canvas.current!, configuration(latest.current.weeks, latest.current.colorScheme));
      // No 2D context (a browser that blocks canvas): no chart, the table beside it still says every week.
      if (drawn.ctx) chart.current = drawn;
      else drawn.destroy();
    });
    return () => {
      clearTimeout(timer);
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const drawn = chart.current;
    if (!drawn) return;
    const next = configuration(weeks, colorScheme);
    drawn.data = next.data;
    drawn.options = next.options!;
    try {
      drawn.update();
    } catch (error) {
      // A chart that cannot draw leaves the page and its table as they are.
      console.error('Drawing the weekly chart failed', error);
    }
  }, [weeks, colorScheme]);

  return <canvas ref={canvas} aria-hidden="true" />;
}
