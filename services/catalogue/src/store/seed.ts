import { z } from 'zod';
import { videoInput } from '@cinevia/proto';
// Imported rather than read from disk, so that the bundle carries it (scripts/bundle.ts).
import starterFilms from '../../seed/videos.json';

/** seed/videos.json: the starter catalogue, each entry a film as the admin form takes it, with a fixed id. */
const seedFile = z.array(videoInput.extend({ id: z.uuid(), addedAt: z.iso.datetime() }));

export function readSeed() {
  return seedFile.parse(starterFilms);
}
