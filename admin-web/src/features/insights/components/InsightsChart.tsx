import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from './formatFigures';
import styles from './InsightsPage.module.css';

/** One series of bars: a figure of each day, its name and colour. */
export interface ChartSeries<Day> {
  key: keyof Day & string;
  name: string;
  color: string;
}

const AXIS = { stroke: 'var(--color-text-muted)', fontSize: 12, tickLine: false } as const;

/**
 * A figure by day as bars (several stacked, such as the three thumbs), with its total beside the
 * title, which is also what a screen reader is told of the chart.
 */
export function InsightsChart<Day extends { day: string }>({
  title,
  total,
  days,
  series,
  format,
  decimals = false,
  upTo,
}: {
  title: string;
  total: string;
  days: readonly Day[];
  series: readonly ChartSeries<Day>[];
  format: (value: number) => string;
  /** Ticks between whole numbers (hours, rates). */
  decimals?: boolean;
  /** The axis's top, when the figure has one (a rate's 100 %). */
  upTo?: number;
}) {
  const captionId = useId();
  return (
    // Named by its caption (as browsers do of themselves; said outright for every assistive technology).
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.chartTitle}>
        <span>{title}</span>
        <strong>{total}</strong>
      </figcaption>
      <div className={styles.chartArea} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days as Day[]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="day" tickFormatter={formatDay} {...AXIS} minTickGap={12} />
            <YAxis
              tickFormatter={format}
              {...AXIS}
              width={56}
              allowDecimals={decimals}
              axisLine={false}
              domain={[0, upTo ?? 'auto']}
            />
            <Tooltip
              cursor={{ fill: 'rgb(255 255 255 / 6%)' }}
              labelFormatter={(day) => formatDay(String(day))}
              formatter={(value) => format(Number(value))}
              contentStyle={{ background: 'var(--color-surface-raised)', border: '1px solid var(--color-border)' }}
              labelStyle={{ color: 'var(--color-text)' }}
            />
            {series.length > 1 && <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} />}
            {series.map(({ key, name, color }) => (
              <Bar key={key} dataKey={key as string} name={name} fill={color} stackId="day" isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
