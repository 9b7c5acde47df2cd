import { PROGRESS_SAVES } from '../viewing/progress-saves';
import { DEAD_LETTER_STREAM, SERVICES, deadLetterSubject, streamFor, type ServiceName } from './streams';

/**
 * What each process may do on the shared NATS and Redis, and nothing more: a catalogue taken over
 * cannot publish billing's events, read another service's replies, or touch a session. Compose's
 * nats.conf, the local and test servers and the chart are all made from these tables, and the
 * stack's own tests run on them, so a right missing here fails a test.
 */
export const PROCESSES = [...SERVICES, 'gateway'] as const;
export type ProcessName = (typeof PROCESSES)[number];

/** The MongoDB database a service keeps its data in, which its own user may read and write, and nothing else. */
export const databaseOf = (service: ServiceName) => `cinevia-${service}`;

/** The environment variable holding a service's MongoDB password (compose's `.env`, the mongo-users step). */
export const mongoPasswordVariable = (service: ServiceName) => `MONGO_${service.toUpperCase()}_PASSWORD`;

/** The inbox a process's replies come to: its own, so that no other user may subscribe to them. */
export const inboxPrefixOf = (user: string) => `_INBOX_${user}`;

/** A JetStream key-value bucket is a stream of this name. */
const bucketStream = (bucket: string) => `KV_${bucket}`;

/** Every member's subscription state, which billing writes (the kit's subscribers.ts). */
export const SUBSCRIBERS_BUCKET = 'subscribers';
/** The bucket of a lease (the kit's holdLease): viewing's progress writer holds one. */
export const leaseBucketOf = (lease: string) => `leases_${lease}`;

/** How a process uses a stream. */
type StreamUse =
  /** Makes and configures it, publishes its subjects, reads and purges it. */
  | { keeps: string; subjects: string }
  /** Publishes `subjects` into it (making it when missing, never changing it). */
  | { publishesTo: string; subjects: string }
  /**
   * Reads it through consumers of its own (making it when missing, never changing it), and where
   * `deletesMessages`, deletes what it has handled (notifications' replay of its dead letters).
   */
  | { reads: string; deletesMessages?: true };

interface NatsUse {
  streams: StreamUse[];
  /** Consumes events with retries: copies the ones it gives up on to the dead letters. */
  deadLetters: boolean;
}

const own = (service: ServiceName): StreamUse => ({ keeps: streamFor(service).name, subjects: `${service}.>` });
const reads = (service: ServiceName): StreamUse => ({ reads: streamFor(service).name });
const writesBucket = (bucket: string): StreamUse => ({ keeps: bucketStream(bucket), subjects: `$KV.${bucket}.>` });
const readsBucket = (bucket: string): StreamUse => ({ reads: bucketStream(bucket) });

const NATS_USE: Record<ProcessName, NatsUse> = {
  identity: { streams: [own('identity')], deadLetters: true },
  catalogue: { streams: [own('catalogue'), reads('commissions')], deadLetters: false },
  billing: { streams: [own('billing'), reads('identity'), writesBucket(SUBSCRIBERS_BUCKET)], deadLetters: true },
  viewing: {
    streams: [
      own('viewing'),
      reads('identity'),
      reads('catalogue'),
      reads('commissions'),
      // Insights' new subscribers: billing's activations.
      reads('billing'),
      { keeps: PROGRESS_SAVES.stream, subjects: PROGRESS_SAVES.subjects },
      readsBucket(SUBSCRIBERS_BUCKET),
      writesBucket(leaseBucketOf(PROGRESS_SAVES.writer)),
    ],
    deadLetters: true,
  },
  commissions: { streams: [own('commissions')], deadLetters: true },
  notifications: {
    streams: [
      own('notifications'),
      reads('identity'),
      reads('billing'),
      reads('commissions'),
      { reads: DEAD_LETTER_STREAM.name, deletesMessages: true },
    ],
    deadLetters: true,
  },
  gateway: {
    streams: [
      { publishesTo: PROGRESS_SAVES.stream, subjects: PROGRESS_SAVES.subjects },
      reads('identity'),
      reads('catalogue'),
      reads('commissions'),
      readsBucket(SUBSCRIBERS_BUCKET),
    ],
    deadLetters: false,
  },
};

export interface NatsPermissions {
  publish: string[];
  subscribe: string[];
}

const api = '$JS.API';
const consumerRights = (stream: string) => [
  `${api}.CONSUMER.CREATE.${stream}.>`,
  `${api}.CONSUMER.DURABLE.CREATE.${stream}.*`,
  `${api}.CONSUMER.INFO.${stream}.*`,
  `${api}.CONSUMER.DELETE.${stream}.*`,
  `${api}.CONSUMER.MSG.NEXT.${stream}.*`,
  `${api}.DIRECT.GET.${stream}`,
  `${api}.DIRECT.GET.${stream}.>`,
  `${api}.STREAM.MSG.GET.${stream}`,
  `$JS.ACK.${stream}.>`,
];

function streamRights(use: StreamUse): string[] {
  if ('keeps' in use) {
    const stream = use.keeps;
    const config = ['INFO', 'CREATE', 'UPDATE', 'PURGE'].map((call) => `${api}.STREAM.${call}.${stream}`);
    return [use.subjects, ...config, ...consumerRights(stream)];
  }
  if ('publishesTo' in use) {
    return [use.subjects, `${api}.STREAM.INFO.${use.publishesTo}`, `${api}.STREAM.CREATE.${use.publishesTo}`];
  }
  const deletes = use.deletesMessages ? [`${api}.STREAM.MSG.DELETE.${use.reads}`] : [];
  return [
    `${api}.STREAM.INFO.${use.reads}`,
    `${api}.STREAM.CREATE.${use.reads}`,
    ...consumerRights(use.reads),
    ...deletes,
  ];
}

/**
 * A process's NATS permissions: its streams' calls by name, never the whole JetStream API; replies
 * on its own inbox alone; and JetStream's leader advisories, which tell its pulls to ask again.
 */
export function natsPermissionsOf(process: ProcessName): NatsPermissions {
  const { streams, deadLetters } = NATS_USE[process];
  const deadLetterRights = deadLetters
    ? [
        deadLetterSubject(process),
        ...['INFO', 'CREATE', 'UPDATE'].map((call) => `${api}.STREAM.${call}.${DEAD_LETTER_STREAM.name}`),
      ]
    : [];
  return {
    publish: [...new Set([`${api}.INFO`, ...streams.flatMap(streamRights), ...deadLetterRights])],
    subscribe: [`${inboxPrefixOf(process)}.>`, '$JS.EVENT.ADVISORY.*.LEADER_ELECTED.>'],
  };
}

/**
 * The Redis keys and channels each process may use (key layouts: the kit's sessions.ts, identity's
 * stores, the gateway's rate limits); a process not named here has no Redis user at all.
 */
const SESSION_KEYS = ['session:*', 'session-device:*', 'user-sessions:*', 'admin-session:*', 'admin-sessions'];
const REDIS_USE = {
  identity: {
    keys: [
      ...SESSION_KEYS,
      'sign-in-attempts:*',
      'sign-in-addresses:*',
      'admin-sign-in-*',
      'profile-lock-attempts:*',
      'admin-password',
    ],
    commands: ['+publish'],
  },
  gateway: {
    keys: [...SESSION_KEYS, 'rate-limit:*'],
    // The rate limiter's counting script (rate-limiter-flexible), and the feed of ended sessions.
    commands: ['+publish', '+subscribe', '+unsubscribe', '+evalsha', '+eval'],
  },
} as const satisfies Partial<Record<ProcessName, { keys: string[]; commands: string[] }>>;

export type RedisUser = keyof typeof REDIS_USE;
export const REDIS_USERS = Object.keys(REDIS_USE) as RedisUser[];
export const hasRedisUser = (process: ProcessName): process is RedisUser => process in REDIS_USE;

/**
 * Where the ids of ended or changed viewer sessions are announced (Redis pub/sub, in the same
 * transaction as the write), so that a cache of resolved sessions (the gateway's) forgets them at once.
 */
export const ENDED_SESSIONS_CHANNEL = 'sessions:ended';

/** A Redis ACL rule in its three parts: keys, channels and commands (Bitnami's chart takes them apart). */
export interface RedisRule {
  keys: string;
  channels: string;
  commands: string;
}

/**
 * A Redis user's rule: its keys and channel, reads and writes, transactions and connection commands,
 * never a dangerous one (KEYS, FLUSHALL, CONFIG, ...).
 */
export function redisRulePartsOf(user: RedisUser): RedisRule {
  const { keys, commands } = REDIS_USE[user];
  return {
    keys: ['resetkeys', ...keys.map((pattern) => `~${pattern}`)].join(' '),
    channels: `resetchannels &${ENDED_SESSIONS_CHANNEL}`,
    commands: ['-@all', '+@read', '+@write', '+@transaction', '+@connection', ...commands, '-@dangerous'].join(' '),
  };
}

/** The same rule as one line of an ACL file (after `user <name> on <password>`). */
export function redisRuleOf(user: RedisUser): string {
  const { keys, channels, commands } = redisRulePartsOf(user);
  return `${keys} ${channels} ${commands}`;
}
