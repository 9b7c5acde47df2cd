import { useState } from 'react';
import { INSIGHTS_PERIODS, type InsightsPeriod } from '@cinevia/proto';
import { Button, Card, CardHeader, LoadingState, PageState, useDocumentTitle } from '@cinevia/ui';
import { PanelLoadError } from '../../../ui/PanelLoadError';
import { useInsights } from '../api/useInsights';
import { formatCount, formatHours, formatRate } from './formatFigures';
import { InsightsChart } from './InsightsChart';
import { TopTitlesTable } from './TopTitlesTable';
import styles from './InsightsPage.module.css';

const PERIOD_LABELS: Record<InsightsPeriod, string> = { 1: 'Today', 7: '7 days', 30: '30 days' };

const ACCENT = 'var(--color-accent)';
const THUMBS = [
  { key: 'thumbsDown', name: 'Not for me', color: '#6b7280' },
  { key: 'thumbsUp', name: 'Thumbs up', color: '#38bdf8' },
  { key: 'loves', name: 'Loves', color: ACCENT },
] as const;

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
    const { totals, perDay } = insights;
    const thumbs = totals.thumbsUp + totals.loves + totals.thumbsDown;
    return (
      <div className={styles.charts} aria-busy={loading}>
        <InsightsChart
          title="Plays"
          total={formatCount(totals.plays)}
          days={perDay}
          series={[{ key: 'plays', name: 'Plays', color: ACCENT }]}
          format={formatCount}
        />
        <InsightsChart
          title="Hours watched"
          total={formatHours(totals.hoursWatched)}
          days={perDay}
          series={[{ key: 'hoursWatched', name: 'Hours watched', color: '#f59e0b' }]}
          format={formatHours}
          decimals
        />
        <InsightsChart
          title="Completion rate"
          total={formatRate(totals.completionRate)}
          days={perDay}
          series={[{ key: 'completionRate', name: 'Completion rate', color: '#22c55e' }]}
          format={formatRate}
          decimals
          upTo={1}
        />
        <InsightsChart title="Thumbs" total={formatCount(thumbs)} days={perDay} series={THUMBS} format={formatCount} />
        <InsightsChart
          title="New subscribers"
          total={formatCount(totals.newSubscribers)}
          days={perDay}
          series={[{ key: 'newSubscribers', name: 'New subscribers', color: '#a78bfa' }]}
          format={formatCount}
        />
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
