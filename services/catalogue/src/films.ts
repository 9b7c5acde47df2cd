import { randomUUID } from 'node:crypto';
import { DomainError, type ValidVideoInput } from '@cinevia/proto';
import { isDuplicateKey, type Logger } from '@cinevia/service-kit';
import { createVideo, deleteVideo, updateVideo, type Meta, type StoredVideo } from './domain/video';
import type { Catalogue } from './read-model/catalogue';
import type { VideoStore } from './store/videos';

const NOT_FOUND = 'Video not found';

export interface FilmsDependencies {
  videos: VideoStore;
  /** This replica's catalogue: told of its own writes at once, the others learn them from the events. */
  catalogue: Catalogue;
  logger: Logger;
}

/** The catalogue's use-cases: each asks the domain, writes the film with its events, then updates the read model. */
export function createFilms({ videos, catalogue, logger }: FilmsDependencies) {
  function existing(id: string): StoredVideo {
    const video = catalogue.get(id);
    if (!video) throw new DomainError(NOT_FOUND, 'NOT_FOUND');
    return video;
  }

  return {
    async add(input: ValidVideoInput, meta: Meta): Promise<StoredVideo> {
      const { video, events } = createVideo(input, randomUUID(), meta);
      await videos.insert(video, events);
      catalogue.put(video);
      logger.info({ videoId: video.id }, 'film added');
      return video;
    },

    /** An edit that changes nothing writes nothing. */
    async edit(id: string, input: ValidVideoInput, meta: Meta): Promise<StoredVideo> {
      const before = existing(id);
      const { video, events } = updateVideo(before, input, meta);
      if (events.length === 0) return before;
      if (!(await videos.update(video, events))) throw new DomainError(NOT_FOUND, 'NOT_FOUND');
      catalogue.put(video);
      return video;
    },

    async remove(id: string, meta: Meta): Promise<string> {
      const film = existing(id);
      if (!(await videos.markDeleted(film.id, deleteVideo(film, meta), meta.now))) {
        throw new DomainError(NOT_FOUND, 'NOT_FOUND');
      }
      catalogue.remove(film.id);
      logger.info({ videoId: film.id }, 'film deleted');
      return film.id;
    },

    /**
     * Fills an empty catalogue through the same domain path as the admin (so every film is announced).
     * Fixed ids make concurrent replicas harmless: a second replica's batch is refused whole.
     */
    async seedWhenEmpty(starter: readonly (ValidVideoInput & { id: string; addedAt: string })[]): Promise<number> {
      if (catalogue.size > 0) return 0;
      const films = starter.map(({ id, addedAt, ...input }) =>
        createVideo(input, id, { now: new Date(addedAt), correlationId: 'seed' }),
      );
      try {
        await videos.insertMany(films.map(({ video, events }) => ({ title: video, events })));
      } catch (error) {
        if (isDuplicateKey(error)) return 0;
        throw error;
      }
      for (const { video } of films) catalogue.put(video);
      logger.info({ added: films.length }, 'seeded the catalogue');
      return films.length;
    },
  };
}
export type Films = ReturnType<typeof createFilms>;
