import { serviceEnv } from '@cinevia/service-kit';
import { z } from 'zod';

export const viewingEnv = serviceEnv.extend({ MONGO_DB: z.string().default('cinevia-viewing') });
