import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { $theme } from '../core/preferences.store.ts';
import { formatRupees } from '../sales/orders/order-format.ts';

export interface DayFigure {
  /** The day's label on the axis and in the table: its day of the month in the person's calendar. */
  label: string;
  /** The day in words, for the table and the cursor: 'Mangsir 11, 2083'. */
  name: string;
  amount: number;
  count: number;
}

interface SalesByDayChartProps {
  days: readonly DayFigure[];
  /** Names the chart and its table: 'Sales by day, Mangsir 2083'. */
  title: string;
}

const HEIGHT = 220;

/** The theme's colours as the page's CSS variables give them, read where the chart is drawn. */
const themeColours = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    bar: read('--bo-primary', '#1d5bb8'),
    text: read('--bo-muted', '#566176'),
    grid: read('--bo-border', '#d3d9e3'),
  };
};

const shortAmount = (value: number): string =>
  value >= 10_000_000
    ? `${(value / 10_000_000).toFixed(1)} Cr`
    : value >= 100_000
      ? `${(value / 100_000).toFixed(1)} L`
      : value >= 1_000
        ? `${(value / 1_000).toFixed(0)} K`
        : String(Math.round(value));

/**
 * This month's sales as bars, a day each (uPlot: small, canvas, no framework of its own, so the
 * same in the portal and the Preact elements). Drawn again when the theme or the size changes.
 * The figures are also a table under it for screen readers (and anyone who prefers numbers).
 */
export const SalesByDayChart = ({ days, title }: SalesByDayChartProps) => {
  const holder = useRef<HTMLDivElement>(null);
  const theme = useStore($theme);

  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn again in the new theme's colours
  useEffect(() => {
    const element = holder.current;
    // Without a canvas to draw on (disabled, or a document without one) the table below says it all.
    if (!element || days.length === 0 || !element.ownerDocument.createElement('canvas').getContext('2d'))
      return;
    const colours = themeColours(element);
    const axis = { stroke: colours.text, grid: { stroke: colours.grid, width: 1 }, ticks: { show: false } };
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false, points: { show: false } },
        scales: { x: { time: false, range: (_, min, max) => [min - 0.6, max + 0.6] } },
        axes: [
          {
            ...axis,
            grid: { show: false },
            values: (_, splits) => splits.map((index) => days[index]?.label ?? ''),
          },
          { ...axis, size: 56, values: (_, splits) => splits.map(shortAmount) },
        ],
        series: [
          {},
          {
            label: 'Sales',
            stroke: colours.bar,
            fill: colours.bar,
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
            value: (_, value) => (value === null ? '' : formatRupees(value)),
          },
        ],
      },
      [days.map((_, index) => index), days.map((day) => day.amount)],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, theme]);

  return (
    <figure className="bo-chart">
      <figcaption className="bo-chart-title">{title}</figcaption>
      {days.length === 0 ? (
        <p className="bo-muted">No sales yet this month.</p>
      ) : (
        <div ref={holder} className="bo-chart-canvas" aria-hidden="true" />
      )}
      <table className="bo-sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.name}>
              <th scope="row">{day.name}</th>
              <td>{day.count}</td>
              <td>{formatRupees(day.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
