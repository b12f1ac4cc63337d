import { useId } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import { formatDayMonth } from '../../lib/dates.ts';
import { axisTicks, type Series } from './chartData.ts';

interface Props {
  series: Series[];
  weeks: { from: string; to: string }[];
  locale: Locale;
  title: string;
  /** The numbers in words, for screen readers (the table below has them all). */
  summary: string;
}

// The drawing's own units, about one CSS pixel each on a 360 px phone (the card is ~300 px
// wide there); the SVG scales with the card up to its max-width in account.css.
const WIDTH = 300;
const HEIGHT = 180;
const LEFT = 24;
const RIGHT = WIDTH - 4;
const TOP = 16;
const BOTTOM = HEIGHT - 24;

/** A grouped bar chart: weeks along the bottom, one bar per subject in the subject's colour. */
export function BarChart({ series, weeks, locale, title, summary }: Props) {
  const id = useId();
  const ticks = axisTicks(Math.max(0, ...series.flatMap((line) => line.values)));
  const top = ticks[ticks.length - 1] ?? 4;
  const y = (value: number) => BOTTOM - (value / top) * (BOTTOM - TOP);
  const group = (RIGHT - LEFT) / Math.max(1, weeks.length);
  const bar = Math.min(24, (group * 0.8) / Math.max(1, series.length));
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-testid="progress-chart"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={LEFT} x2={RIGHT} y1={y(tick)} y2={y(tick)} />
          <text className="chart__tick" x={LEFT - 5} y={y(tick)} dy="0.32em" textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      {weeks.map((week, w) => {
        const start = LEFT + w * group + (group - bar * series.length) / 2;
        return (
          <g key={week.from}>
            {series.map((line, i) => {
              const value = line.values[w] ?? 0;
              if (value <= 0) return null;
              const x = start + i * bar;
              return (
                <g key={line.key}>
                  <rect
                    className="chart__bar"
                    x={x + 1}
                    y={y(value)}
                    width={bar - 2}
                    height={BOTTOM - y(value)}
                    rx="2"
                    fill={line.colour}
                  />
                  <text className="chart__value" x={x + bar / 2} y={y(value) - 3} textAnchor="middle">
                    {value}
                  </text>
                </g>
              );
            })}
            <text className="chart__week" x={LEFT + w * group + group / 2} y={HEIGHT - 6} textAnchor="middle">
              {formatDayMonth(week.from, locale)}
            </text>
          </g>
        );
      })}
      <line className="chart__axis" x1={LEFT} x2={RIGHT} y1={BOTTOM} y2={BOTTOM} />
    </svg>
  );
}
