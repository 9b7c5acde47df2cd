import { z } from 'zod';
import { paymentView, subscriptionView } from '../billing/rest';
import { filmRequestView } from '../commissions/rest';
import { watchProgressItem } from '../viewing/rest';
import { authUser } from './auth';

/** GET /api/account/export: everything the services hold about the member (cinevia-my-data.json). */
export const accountExport = z.object({
  exportedAt: z.iso.datetime(),
  account: authUser.extend({
    subscription: subscriptionView.nullable(),
    payments: z.array(paymentView),
    watchProgress: z.array(watchProgressItem.omit({ video: true })),
    filmRequests: z.array(
      filmRequestView.pick({
        id: true,
        status: true,
        title: true,
        genre: true,
        duration: true,
        timeline: true,
        paidAt: true,
        createdAt: true,
      }),
    ),
  }),
});
export type AccountExport = z.infer<typeof accountExport>;
