import { z } from 'zod';
import { paymentView, subscriptionView } from '../billing/rest';
import { filmRequestView } from '../commissions/rest';
import { ratedTitle, watchProgressItem } from '../viewing/rest';
import { emailAddress, stringField } from '../shared/text';
import { authUser, EMAIL_CHANGE_LINK_INVALID, linkToken, PASSWORD_MAX_LENGTH, VERIFY_LINK_INVALID } from './auth';

/** POST /api/account/verify-email: the token of a verification link (signed in or not). */
export const verifyEmailBody = z.object({ token: linkToken(VERIFY_LINK_INVALID) });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

/** POST /api/account/email: move the account to another address, confirmed from that address. */
export const changeEmailBody = z.object({
  newEmail: emailAddress,
  password: stringField('Password').min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;

/** POST /api/account/email/confirm: the token of the link sent to the new address (signed in or not). */
export const confirmEmailChangeBody = z.object({ token: linkToken(EMAIL_CHANGE_LINK_INVALID) });
export type ConfirmEmailChangeBody = z.infer<typeof confirmEmailChangeBody>;

/** GET /api/account/email: the address, whether it is verified, and a change waiting for confirmation. */
export const emailStatus = z.object({
  email: z.string(),
  verified: z.boolean(),
  pendingEmail: z.string().nullable(),
});
export type EmailStatus = z.infer<typeof emailStatus>;

/** A 202 whose mail is on its way. */
export const mailSentReply = z.object({ message: z.string() });

/** GET /api/account/export: everything the services hold about the member (cinevia-my-data.json). */
export const accountExport = z.object({
  exportedAt: z.iso.datetime(),
  account: authUser.extend({
    subscription: subscriptionView.nullable(),
    payments: z.array(paymentView),
    watchProgress: z.array(watchProgressItem.omit({ video: true })),
    /** Every profile of the account: its My List, its history (every title begun, finished or not) and its thumbs. */
    profiles: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        isKids: z.boolean(),
        watchlist: z.array(z.object({ videoId: z.string(), addedAt: z.iso.datetime() })).nullable(),
        watchProgress: z.array(watchProgressItem.omit({ video: true })).nullable(),
        ratings: z.array(ratedTitle).nullable(),
      }),
    ),
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

/** The most of a browser's User-Agent a session keeps of the device it signed in on. */
export const USER_AGENT_MAX = 512;

/** GET /api/sessions: one of the account's signed-in devices (Account Settings lists them). */
export const signedInDevice = z.object({
  id: z.string().meta({ description: "The device's handle: DELETE /api/sessions/{id} signs it out" }),
  current: z.boolean().meta({ description: 'Whether it is the device asking' }),
  browser: z.string(),
  os: z.string(),
  kind: z.enum(['desktop', 'mobile', 'tablet', 'tv', 'unknown']),
  profileName: z.string().nullable().meta({ description: 'The profile it watches as; null for one since deleted' }),
  network: z.string().meta({ description: 'The network it signed in from: its /24 or /48' }),
  signedInAt: z.iso.datetime().nullable(),
  lastActiveAt: z.iso.datetime().nullable(),
});
export type SignedInDevice = z.infer<typeof signedInDevice>;
