import { describe, expect, it } from '@jest/globals';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@cinevia/ui';
import { INSIGHTS_QUERY } from '../api/useInsights';
import { InsightsPage } from './InsightsPage';

// Recharts sizes its charts to their box; jsdom draws none, which is all these tests need of it.
Object.assign(globalThis, {
  ResizeObserver: class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
});

const figures = (plays: number, hoursWatched: number, completionRate: number, loves: number) => ({
  plays,
  hoursWatched,
  completionRate,
  thumbsUp: 1,
  loves,
  thumbsDown: 1,
});

function insights(days: number, plays: number): MockedResponse {
  return {
    request: { query: INSIGHTS_QUERY, variables: { days } },
    result: {
      data: {
        insights: {
          __typename: 'Insights',
          days,
          totals: { __typename: 'InsightsTotals', ...figures(plays, 1.5, 0.5, 2), newSubscribers: 2 },
          perDay: [{ __typename: 'InsightsDay', day: '2026-11-29', ...figures(plays, 1.5, 0.5, 2), newSubscribers: 2 }],
          topTitles: [
            { __typename: 'TitleInsights', videoId: 'f1', title: 'Moon Harbour', ...figures(plays, 1.5, 0.5, 2) },
          ],
        },
      },
    },
  };
}

function renderPage(mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <InsightsPage />
      </ToastProvider>
    </MockedProvider>,
  );
}

const total = (chart: string) =>
  within(screen.getByRole('figure', { name: new RegExp(`^${chart}`) })).getByText(/./, { selector: 'strong' });

describe("admin-web's Insights", () => {
  it("shows the last week's figures, a chart each, and the top titles", async () => {
    renderPage([insights(7, 3)]);
    expect(screen.getByText('Loading insights')).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: /^Plays/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      ['Plays', 'Hours watched', 'Completion rate', 'Thumbs', 'New subscribers'].map(
        (chart) => total(chart).textContent,
      ),
    ).toEqual(['3', '1.5', '50%', '4', '2']);
    const row = screen.getByRole('row', { name: /Moon Harbour/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1.5', '50%', '1', '2', '1']);
  });

  it('asks again for another period', async () => {
    const user = userEvent.setup();
    renderPage([insights(7, 3), insights(30, 40)]);
    await screen.findByRole('figure', { name: /^Plays/ });
    await user.click(screen.getByRole('button', { name: '30 days' }));
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('40', { selector: 'strong' })).toBeInTheDocument();
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    renderPage([
      { request: { query: INSIGHTS_QUERY, variables: { days: 7 } }, error: new Error('offline') },
      insights(7, 5),
    ]);
    expect(await screen.findByText('Could not load insights')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('5', { selector: 'strong' })).toBeInTheDocument();
  });

  it('says when nothing was played in the period', async () => {
    const empty = insights(7, 0);
    (empty.result as { data: { insights: { topTitles: unknown[] } } }).data.insights.topTitles = [];
    renderPage([empty]);
    expect(await screen.findByText('Nothing played in this period yet')).toBeInTheDocument();
  });
});
