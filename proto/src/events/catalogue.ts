import { z } from 'zod';
import { video } from '../catalogue/video';
import { defineEvent } from './envelope';

export const videoCreated = defineEvent('catalogue.video.created', z.object({ video }));
export const videoUpdated = defineEvent('catalogue.video.updated', z.object({ video }));
export const videoDeleted = defineEvent('catalogue.video.deleted', z.object({ videoId: z.string() }));
