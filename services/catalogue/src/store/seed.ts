import { z } from 'zod';
import { seriesInput, videoInput } from '@cinevia/proto';
// Imported rather than read from disk, so that the bundle carries them (scripts/stack/bundle.ts).
import starterSeries from '../../seed/series.json';
import starterFilms from '../../seed/videos.json';

const fixed = { id: z.uuid(), addedAt: z.iso.datetime() };

/** seed/videos.json: the starter catalogue, each entry a film as the admin form takes it, with a fixed id. */
const seedFile = z.array(videoInput.extend(fixed));

/** seed/series.json: the starter series, each as the admin form takes it, with a fixed id. */
const seriesSeedFile = z.array(seriesInput.extend(fixed));

export function readSeed() {
  return seedFile.parse(starterFilms);
}

export function readSeriesSeed() {
  return seriesSeedFile.parse(starterSeries);
}
