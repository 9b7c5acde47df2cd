import { randomUUID } from 'node:crypto';
import { DomainError, type ValidSeriesInput } from '@cinevia/proto';
import { isDuplicateKey, type Logger } from '@cinevia/service-kit';
import { createSeries, deleteSeries, updateSeries, type StoredSeries } from './domain/series';
import type { Meta } from './domain/video';
import type { SeriesShelf } from './read-model/series-shelf';
import type { SeriesStore } from './store/series';

const NOT_FOUND = 'Series not found';

export interface SeriesWritesDependencies {
  store: SeriesStore;
  /** This replica's series: told of its own writes at once, the others learn them from the events. */
  shelf: SeriesShelf;
  logger: Logger;
}

/** The administrator's changes to the series: each asks the domain, writes the series with its events, then updates the shelf. */
export function createSeriesWrites({ store, shelf, logger }: SeriesWritesDependencies) {
  function existing(id: string): StoredSeries {
    const series = shelf.get(id);
    if (!series) throw new DomainError(NOT_FOUND, 'NOT_FOUND');
    return series;
  }

  return {
    async add(input: ValidSeriesInput, meta: Meta): Promise<StoredSeries> {
      const { series, events } = createSeries(input, randomUUID(), randomUUID, meta);
      await store.insert(series, events);
      shelf.put(series);
      logger.info({ seriesId: series.id }, 'series added');
      return series;
    },

    /** An edit that changes nothing writes nothing. */
    async edit(id: string, input: ValidSeriesInput, meta: Meta): Promise<StoredSeries> {
      const before = existing(id);
      const { series, events } = updateSeries(before, input, randomUUID, meta);
      if (events.length === 0) return before;
      if (!(await store.update(series, events))) throw new DomainError(NOT_FOUND, 'NOT_FOUND');
      shelf.put(series);
      return series;
    },

    async remove(id: string, meta: Meta): Promise<string> {
      const series = existing(id);
      if (!(await store.markDeleted(series.id, deleteSeries(series, meta), meta.now))) {
        throw new DomainError(NOT_FOUND, 'NOT_FOUND');
      }
      shelf.remove(series.id);
      logger.info({ seriesId: series.id }, 'series deleted');
      return series.id;
    },

    /**
     * Puts the starter series on an empty shelf through the same domain path as the admin (so each is
     * announced). Their episodes' ids are made from the series' fixed id, so concurrent replicas make
     * the same ones and a second replica's batch is refused whole.
     */
    async seedWhenEmpty(starter: readonly (ValidSeriesInput & { id: string; addedAt: string })[]): Promise<number> {
      if (shelf.size > 0) return 0;
      const all = starter.map(({ id, addedAt, ...input }) => {
        let episode = 0;
        const episodeId = () => `${id}-e${++episode}`;
        return createSeries(input, id, episodeId, { now: new Date(addedAt), correlationId: 'seed' });
      });
      try {
        await store.insertMany(all.map(({ series, events }) => ({ title: series, events })));
      } catch (error) {
        if (isDuplicateKey(error)) return 0;
        throw error;
      }
      for (const { series } of all) shelf.put(series);
      logger.info({ added: all.length }, 'seeded the series');
      return all.length;
    },
  };
}
export type SeriesWrites = ReturnType<typeof createSeriesWrites>;
