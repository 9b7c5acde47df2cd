import { z } from 'zod';
import { videoInput } from '@cinevia/proto';
import { isDuplicateKey, type Logger } from '@cinevia/service-kit';
import type { Catalogue } from '../domain/catalogue';
import { createVideo } from '../domain/video';
import type { VideoStore } from './videos';
// Imported rather than read from disk, so that the bundle carries it (scripts/bundle.ts).
import starterFilms from '../../seed/videos.json';

/** seed/videos.json: the starter catalogue, each entry a film as the admin form takes it, with a fixed id. */
const seedFile = z.array(videoInput.extend({ id: z.uuid(), addedAt: z.iso.datetime() }));

export function readSeed() {
  return seedFile.parse(starterFilms);
}

/**
 * Fills an empty catalogue through the same domain path as the admin (so every film is announced).
 * Fixed ids make concurrent replicas harmless: a second replica's batch is refused whole.
 */
export async function seedWhenEmpty(videos: VideoStore, catalogue: Catalogue, logger: Logger): Promise<number> {
  if (catalogue.size > 0) return 0;
  const films = readSeed().map(({ id, addedAt, thumbnailUrl: _ignored, ...input }) =>
    createVideo(input, id, { now: new Date(addedAt), correlationId: 'seed' }),
  );
  try {
    await videos.insertMany(films);
  } catch (error) {
    if (isDuplicateKey(error)) return 0;
    throw error;
  }
  for (const { video } of films) catalogue.put(video);
  logger.info({ added: films.length }, 'seeded the catalogue');
  return films.length;
}
