import type { InsightsBody, InsightsPeriod } from '@cinevia/proto';
import type { KnownFilms } from '@cinevia/shared-models';
import { daysUpTo, insightsOf } from './domain/insights';
import type { NewSubscribers } from './read-model/new-subscribers';
import type { InsightsStore } from './store/insights';

/**
 * Admin-web's Insights for a period: the days' counts read by `_id` (one document a day, at most
 * 30), the new subscribers from memory, and each title's name as the films read model knows it.
 */
export function createInsights(dependencies: {
  store: Pick<InsightsStore, 'days'>;
  subscribers: Pick<NewSubscribers, 'on'>;
  films: Pick<KnownFilms, 'video' | 'seriesOf' | 'commissioned'>;
  now: () => number;
}) {
  const { store, subscribers, films, now } = dependencies;

  function titleOf(id: string): string | null {
    const film = films.video(id) ?? films.commissioned.any(id);
    if (film) return film.title;
    const series = films.seriesOf(id);
    const episode = series?.seasons.flatMap((season) => season.episodes).find((each) => each.id === id);
    return series && episode ? `${series.title}: ${episode.title}` : null;
  }

  return {
    async forPeriod(days: InsightsPeriod): Promise<InsightsBody> {
      const period = daysUpTo(now(), days);
      const counts = await store.days(period);
      return insightsOf(
        period.map((day, index) => ({ day, titles: counts[index]!, newSubscribers: subscribers.on(day) })),
        titleOf,
      );
    },
  };
}
export type Insights = ReturnType<typeof createInsights>;
