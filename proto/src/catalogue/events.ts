import { z } from 'zod';
import { defineEvent } from '../shared/envelope';
import { video } from './video';

export const videoCreated = defineEvent('catalogue.video.created', z.object({ video }));
export const videoUpdated = defineEvent('catalogue.video.updated', z.object({ video }));
export const videoDeleted = defineEvent('catalogue.video.deleted', z.object({ videoId: z.string() }));
