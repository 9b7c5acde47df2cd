/**
 * Every limit the gateway enforces, in one place. The numbers are set well above what a real
 * member does, so only scripts and abuse ever meet them. Counters live in Redis (shared by every
 * gateway replica), fixed windows that start at the first request. Sign-in guesses are limited
 * more closely by identity itself (services/identity/src/store/sign-in-attempts.ts).
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const MiB = 1024 * 1024;

export interface RateLimit {
  /** Requests (or, for the speed test, bytes) allowed in one window. */
  points: number;
  windowSeconds: number;
  /**
   * Who is counted: the client's address, the signed-in member (their address when signed out), or
   * the email address the request names (its body's `email`, lower-cased as accounts are).
   */
  per: 'ip' | 'member' | 'email';
  /**
   * For a limit counted per member: a signed-out caller is counted by address against this ceiling
   * instead, higher, as one address (a campus, a mobile carrier) may be hundreds of people.
   */
  signedOutPoints?: number;
  /** The 429's message. */
  message: string;
}

export const RATE_LIMITS = {
  /** Account creation: a household signs up a few people at most; 5 an hour per address. */
  signUp: {
    points: 5,
    windowSeconds: HOUR,
    per: 'ip',
    message: 'Too many accounts created from this address. Please try again later.',
  },
  /**
   * Member sign-ins from one address, right or wrong: 30 in 15 minutes. Wrong passwords are limited
   * more closely by identity (per address and per account, counted before each is checked); this
   * keeps a flood from ever reaching scrypt.
   */
  signIn: {
    points: 30,
    windowSeconds: 15 * MINUTE,
    per: 'ip',
    message: 'Too many sign-in attempts from this address. Please wait 15 minutes and try again.',
  },
  /** Admin sign-ins from one address: 10 in 15 minutes (identity allows 5 wrong ones). */
  adminSignIn: {
    points: 10,
    windowSeconds: 15 * MINUTE,
    per: 'ip',
    message: 'Too many sign-in attempts from this address. Please wait 15 minutes and try again.',
  },
  /**
   * Password reset mails asked for one address: 3 an hour, counted the same whether or not an
   * account holds it, so the limit tells nobody which addresses have accounts.
   */
  forgotPasswordEmail: {
    points: 3,
    windowSeconds: HOUR,
    per: 'email',
    message: 'Too many reset requests for this email. Please check your inbox or try again later.',
  },
  /** Password reset mails asked from one address, whatever emails they name: 20 an hour. */
  forgotPasswordAddress: {
    points: 20,
    windowSeconds: HOUR,
    per: 'ip',
    message: 'Too many reset requests from this address. Please try again later.',
  },
  /** Verification mails sent again: 5 an hour per member. */
  resendVerification: {
    points: 5,
    windowSeconds: HOUR,
    per: 'member',
    message: 'Too many verification emails. Please check your inbox or try again later.',
  },
  /** Moves to another email asked for (each mails the new address): 5 an hour per member. */
  emailChange: {
    points: 5,
    windowSeconds: HOUR,
    per: 'member',
    message: 'Too many email changes. Please try again later.',
  },
  /** Film-request submissions: each is a paid $100 commission; 10 an hour per member. */
  filmRequest: {
    points: 10,
    windowSeconds: HOUR,
    per: 'member',
    message: 'Too many film requests. Please try again later.',
  },
  /** Film payments started (each creates a payment intent at the provider): 10 an hour per member. */
  payment: {
    points: 10,
    windowSeconds: HOUR,
    per: 'member',
    message: 'Too many payment attempts. Please try again later.',
  },
  /** Premium checkouts opened (a subscription at the provider): 10 an hour per member. */
  subscription: {
    points: 10,
    windowSeconds: HOUR,
    per: 'member',
    message: 'Too many subscription attempts. Please try again later.',
  },
  /**
   * Progress saves: the player saves every 10 s while a film plays, so 120 a minute per member is a
   * dozen screens at once.
   */
  progressSave: {
    points: 120,
    windowSeconds: MINUTE,
    per: 'member',
    message: 'Too many progress saves. Please slow down and try again in a moment.',
  },
  /**
   * Thumbs and removals from Viewing Activity: each a record on the progress saves' stream, as a
   * save is; a member choosing by hand makes a few a minute, so 60 a minute per member.
   */
  viewingChoice: {
    points: 60,
    windowSeconds: MINUTE,
    per: 'member',
    message: 'Too many changes at once. Please slow down and try again in a moment.',
  },
  /**
   * Stripe's webhook deliveries from one address: Stripe sends from a dozen addresses, a few events
   * per payment, so 600 a minute per address is far above its pace; a flood of forged deliveries
   * stops here rather than at billing's signature check.
   */
  stripeWebhook: {
    points: 600,
    windowSeconds: MINUTE,
    per: 'ip',
    message: 'Too many webhook deliveries from this address. Please retry later.',
  },
  /**
   * Searches, `GET /api/search` and each search of a GraphQL operation alike (`searchVideos`, and
   * `searchSeries` beside it: one search): the app
   * searches as the member types (debounced), so 120 a minute per member, two a second sustained;
   * signed out, 600 a minute per address.
   */
  search: {
    points: 120,
    signedOutPoints: 600,
    windowSeconds: MINUTE,
    per: 'member',
    message: 'Too many searches. Please slow down and try again in a moment.',
  },
  /**
   * Requests to /graphql (GET and POST): a busy page makes a handful; 600 a minute per member, and
   * 3,000 a minute per address for signed-out callers (visitors behind one shared address).
   */
  graphql: {
    points: 600,
    signedOutPoints: 3_000,
    windowSeconds: MINUTE,
    per: 'member',
    message: 'Too many requests. Please slow down and try again in a moment.',
  },
  /**
   * Bytes served by `GET /api/speed-test`: one run of the speed-test page downloads at most about
   * 41 MiB (a warm-up, 1 MiB, then up to 20 MiB twice), so 100 MiB a minute per address is two runs.
   */
  speedTestBytes: {
    points: 100 * MiB,
    windowSeconds: MINUTE,
    per: 'ip',
    message: 'Too many speed tests from this address. Please try again in a minute.',
  },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Which limits guard each REST path ("METHOD /api/path", as in the route table), in the order checked. */
export const REST_PATH_LIMITS: Record<string, RateLimitName[]> = {
  'POST /api/auth/signup': ['signUp'],
  'POST /api/auth/login': ['signIn'],
  'POST /api/admin/auth': ['adminSignIn'],
  'POST /api/auth/forgot-password': ['forgotPasswordAddress', 'forgotPasswordEmail'],
  'POST /api/account/verification': ['resendVerification'],
  'POST /api/account/email': ['emailChange'],
  'POST /api/film-requests': ['filmRequest'],
  'POST /api/create-payment-intent': ['payment'],
  'POST /api/get-or-create-subscription': ['subscription'],
  'GET /api/search': ['search'],
  'POST /api/watch-progress': ['progressSave'],
  'PUT /api/ratings/:videoId': ['viewingChoice'],
  'DELETE /api/history/:videoId': ['viewingChoice'],
  'DELETE /api/history': ['viewingChoice'],
  'POST /api/webhooks/stripe': ['stripeWebhook'],
};

/**
 * GraphQL operations are bounded before they run (checked once per document at validation, and the
 * cost per request with its variables): nothing reaches a subgraph unless all three hold.
 */
export const OPERATION_BOUNDS = {
  /** Nesting of selections; the apps' deepest operation is 5 (see operation-bounds.test.ts). */
  maxDepth: 8,
  /** Aliased fields in one operation, fragments included; the apps use at most 3. */
  maxAliases: 10,
  /**
   * Estimated cost: every field 1, and a field that pages (`first`) multiplies what is under it by
   * the page size asked (its default when not asked). The apps' costliest operation is the admin's
   * film-request page, 2,701 at the largest page (100; it asks 20); the home page's is 783.
   */
  maxCost: 5_000,
} as const;
