import { useState } from 'react';
import { INSIGHTS_PERIODS, type InsightsPeriod } from '@cinevia/proto';
import { Button, Card, CardHeader, LoadingState, PageState, useDocumentTitle } from '@cinevia/ui';
import { PanelLoadError } from '../../../ui/PanelLoadError';
import { useInsights } from '../api/useInsights';
import { formatCount, formatHours, formatRate } from './formatFigures';
import { InsightsChart, type ChartSeries } from './InsightsChart';
import { TopTitlesTable } from './TopTitlesTable';
import styles from './InsightsPage.module.css';

const PERIOD_LABELS: Record<InsightsPeriod, string> = { 1: 'Today', 7: '7 days', 30: '30 days' };

type Insights = NonNullable<ReturnType<typeof useInsights>['insights']>;
type Day = Insights['perDay'][number];

const ACCENT = 'var(--color-accent)';

/** The charts, a figure each by day: its series of bars (the thumbs' three stacked), total and format. */
const CHARTS: readonly {
  title: string;
  series: readonly ChartSeries<Day>[];
  total: (totals: Insights['totals']) => number;
  format: (value: number) => string;
  /** Between whole numbers, and up to where. */
  decimals?: boolean;
  upTo?: number;
}[] = [
  {
    title: 'Plays',
    series: [{ key: 'plays', name: 'Plays', color: ACCENT }],
    total: (t) => t.plays,
    format: formatCount,
  },
  {
    title: 'Hours watched',
    series: [{ key: 'hoursWatched', name: 'Hours watched', color: '#f59e0b' }],
    total: (t) => t.hoursWatched,
    format: formatHours,
    decimals: true,
  },
  {
    title: 'Completion rate',
    series: [{ key: 'completionRate', name: 'Completion rate', color: '#22c55e' }],
    total: (t) => t.completionRate,
    format: formatRate,
    decimals: true,
    upTo: 1,
  },
  {
    title: 'Thumbs',
    series: [
      { key: 'thumbsDown', name: 'Not for me', color: '#6b7280' },
      { key: 'thumbsUp', name: 'Thumbs up', color: '#38bdf8' },
      { key: 'loves', name: 'Loves', color: ACCENT },
    ],
    total: (t) => t.thumbsUp + t.loves + t.thumbsDown,
    format: formatCount,
  },
  {
    title: 'New subscribers',
    series: [{ key: 'newSubscribers', name: 'New subscribers', color: '#a78bfa' }],
    total: (t) => t.newSubscribers,
    format: formatCount,
  },
];

/**
 * /admin/insights: what members watched, rated and subscribed to over the last day, week or month,
 * a chart a figure by UTC day, and the period's most played titles in a sortable table.
 */
export function InsightsPage() {
  useDocumentTitle('Insights');
  const [days, setDays] = useState<InsightsPeriod>(7);
  const { insights, loading, error, retry } = useInsights(days);

  function figures() {
    if (insights === undefined && loading) return <LoadingState boxed label="Loading insights" />;
    if (insights === undefined) return <PanelLoadError title="Could not load insights" error={error} onRetry={retry} />;
    return (
      <div className={styles.charts} aria-busy={loading}>
        {CHARTS.map(({ title, total, format, ...chart }) => (
          <InsightsChart
            key={title}
            title={title}
            total={format(total(insights.totals))}
            days={insights.perDay}
            format={format}
            {...chart}
          />
        ))}
      </div>
    );
  }

  return (
    <>
      <Card raised aria-labelledby="insights-title">
        <CardHeader
          as="h1"
          title="Insights"
          titleId="insights-title"
          intro="What members watched, rated and subscribed to, by day (UTC). Current within seconds."
          actions={
            <div role="group" aria-label="Period" className={styles.periods}>
              {INSIGHTS_PERIODS.map((period) => (
                <Button
                  key={period}
                  variant={period === days ? 'primary' : 'secondary'}
                  aria-pressed={period === days}
                  onClick={() => setDays(period)}
                >
                  {PERIOD_LABELS[period]}
                </Button>
              ))}
            </div>
          }
          className={styles.header}
        />
        {figures()}
      </Card>
      <Card raised aria-labelledby="top-titles-title">
        <CardHeader
          title="Top titles"
          titleId="top-titles-title"
          intro="The most played films and episodes of the period. Choose a heading to sort by it."
          className={styles.header}
        />
        {insights && insights.topTitles.length > 0 && <TopTitlesTable titles={insights.topTitles} />}
        {insights && insights.topTitles.length === 0 && (
          <PageState boxed heading="p" title="Nothing played in this period yet">
            Titles appear here as members start watching them.
          </PageState>
        )}
      </Card>
    </>
  );
}
