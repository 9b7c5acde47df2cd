import { z } from 'zod';
import { defineEvent } from '../shared/envelope';
import { series } from './series';
import { video } from './video';

export const videoCreated = defineEvent('catalogue.video.created', z.object({ video }));
export const videoUpdated = defineEvent('catalogue.video.updated', z.object({ video }));
export const videoDeleted = defineEvent('catalogue.video.deleted', z.object({ videoId: z.string() }));

/** A series added or changed, whole: seasons and episodes with their ids. */
export const seriesCreated = defineEvent('catalogue.series.created', z.object({ series }));
export const seriesUpdated = defineEvent('catalogue.series.updated', z.object({ series }));
/** Its episodes named too, so lists and progress can drop them without having held the series. */
export const seriesDeleted = defineEvent(
  'catalogue.series.deleted',
  z.object({ seriesId: z.string(), episodeIds: z.array(z.string()) }),
);
