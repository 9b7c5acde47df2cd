import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { videoInput } from '@cinevia/proto';
import type { Logger } from '@cinevia/service-kit';
import { createVideo } from '../domain/video';
import { DuplicateVideoError, type VideoStore } from './videos';

/** seed/videos.json: the starter catalogue, each entry a film as the admin form takes it, with a fixed id. */
const seedFile = z.array(videoInput.extend({ id: z.uuid(), addedAt: z.iso.datetime() }));

export function readSeed(path = join(__dirname, '../../seed/videos.json')) {
  return seedFile.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/**
 * Fills an empty catalogue through the same domain path as the admin (so every film is announced).
 * Fixed ids make concurrent replicas harmless: the second insert of an id is skipped.
 */
export async function seedWhenEmpty(videos: VideoStore, logger: Logger): Promise<number> {
  if (!(await videos.isEmpty())) return 0;
  let added = 0;
  for (const { id, addedAt, thumbnailUrl: _ignored, ...input } of readSeed()) {
    const { video, events } = createVideo(input, id, { now: new Date(addedAt), correlationId: 'seed' });
    try {
      await videos.insert(video, events);
      added += 1;
    } catch (error) {
      if (!(error instanceof DuplicateVideoError)) throw error;
    }
  }
  logger.info({ added }, 'seeded the catalogue');
  return added;
}
