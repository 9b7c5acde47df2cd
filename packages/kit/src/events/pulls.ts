import {
  AckPolicy,
  ConsumerEvents,
  DeliverPolicy,
  nanos,
  nuid,
  Events,
  type ConsumeOptions,
  type ConsumerMessages,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import type { Logger } from '../logger';
import { consumerPending, readModelPosition } from '../pipeline-metrics';

/**
 * A pull request waits on the node leading its consumer. When that node dies, nats.js notices only
 * after two missed heartbeats (a minute at our long pulls), and if the consumer has no leader yet
 * when it asks, it waits a whole pull's expiry (minutes) before asking again: measured on a
 * three-node cluster, events stalled for 16 s to over 150 s. Two signals come at once instead: the
 * client reconnecting (its own node died), and JetStream's advisory that a stream or consumer has a
 * new leader (another node died). (The client's "servers changed" notice never names a seed it was
 * given, so it cannot tell a node's death.)
 */
interface ConnectionWatch {
  reconnected: Set<() => void>;
  elected: Set<(subject: string) => void>;
}
const watches = new WeakMap<NatsConnection, ConnectionWatch>();
const ELECTED = '$JS.EVENT.ADVISORY.*.LEADER_ELECTED.>';

/** Calls `reconnected` and `elected` on the connection's signals; returns the unsubscribe. */
function watchConnection(nc: NatsConnection, reconnected: () => void, elected: (subject: string) => void): () => void {
  let watch = watches.get(nc);
  if (!watch) {
    const created: ConnectionWatch = { reconnected: new Set(), elected: new Set() };
    watch = created;
    watches.set(nc, created);
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === Events.Reconnect) for (const listen of created.reconnected) listen();
      }
    })();
    nc.subscribe(ELECTED, { callback: (_, message) => created.elected.forEach((listen) => listen(message.subject)) });
  }
  const { reconnected: onReconnect, elected: onElected } = watch;
  onReconnect.add(reconnected);
  onElected.add(elected);
  return () => {
    onReconnect.delete(reconnected);
    onElected.delete(elected);
  };
}

/**
 * Calls `lost` when a pull on the durable consumer may be lost: the connection moved, or the
 * consumer has a new leader. Returns the unsubscribe.
 */
export function onPullsLost(
  nc: NatsConnection,
  durable: { stream: string; name: string },
  lost: (reason: string) => void,
): () => void {
  const leaderOf = `.CONSUMER.LEADER_ELECTED.${durable.stream}.${durable.name}`;
  return watchConnection(
    nc,
    () => lost('reconnected'),
    (subject) => {
      if (subject.endsWith(leaderOf)) lost('new consumer leader');
    },
  );
}

/** How long after an election an ordered consumer checks it still answers: elections come in bursts. */
const CHECK_AFTER_ELECTION_MS = 1_000;

/**
 * Calls `lost` when an ordered consumer's pull may be lost. It has one replica, on any node of its
 * stream, and no election follows its node's death: so after any election in the account (a node
 * that died led something) it is asked whether it still answers. Returns the unsubscribe.
 */
function onOrderedPullLost(nc: NatsConnection, answers: () => Promise<unknown>, lost: (reason: string) => void) {
  let checking: ReturnType<typeof setTimeout> | undefined;
  const unwatch = watchConnection(
    nc,
    () => lost('reconnected'),
    () => {
      checking ??= setTimeout(() => {
        checking = undefined;
        answers().catch(() => lost('consumer does not answer after an election'));
      }, CHECK_AFTER_ELECTION_MS);
    },
  );
  return () => {
    clearTimeout(checking);
    unwatch();
  };
}

/** Between attempts to pull again while the consumer has no leader: quick at first, then every 2 s. */
const RETRY_MS = [100, 250, 500, 1_000, 2_000];

export interface Pulling {
  stop(): Promise<void>;
}

/**
 * Handles `open`'s messages one at a time, for as long as it runs: whenever the pull is lost (the
 * connection moved, a new consumer leader, heartbeats missed, no leader answering) it is ended and
 * `open` called again until it succeeds. Resolves once the first pull is open; a failure to open it
 * is thrown. `open` must fail while the consumer has no leader (ask its info first).
 */
export async function keepPulling(options: {
  /** Names the pull in logs. */
  name: string;
  open: () => Promise<ConsumerMessages>;
  /** Calls its argument when the pull may be lost (onPullsLost); returns the unsubscribe. */
  watch: (lost: (reason: string) => void) => () => void;
  handle: (message: JsMsg) => Promise<void>;
  logger: Logger;
}): Promise<Pulling> {
  const { name, open, watch, handle, logger } = options;
  let stopped = false;
  let wakeStopped: () => void = () => {};
  const stopping = new Promise<void>((resolve) => (wakeStopped = resolve));
  let current = await open();

  /** Pulls already ended: a second signal for one (a burst of them) changes nothing. */
  const ended = new WeakSet<ConsumerMessages>();
  const restart = (reason: string) => {
    if (stopped || ended.has(current)) return;
    ended.add(current);
    logger.warn({ pull: name, reason }, 'pull lost; pulling again');
    current.stop();
  };
  const unwatch = watch(restart);

  async function watchStatus(messages: ConsumerMessages): Promise<void> {
    for await (const status of await messages.status()) {
      const lost = status.type === ConsumerEvents.HeartbeatsMissed || status.type === ConsumerEvents.NoResponders;
      if (lost && messages === current) restart(status.type);
    }
  }

  async function reopen(): Promise<ConsumerMessages | undefined> {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        return await open();
      } catch (error) {
        const retryInMs = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
        logger.warn({ err: error, pull: name, retryInMs }, 'pull could not start; trying again');
        await Promise.race([new Promise((wake) => setTimeout(wake, retryInMs)), stopping]);
      }
    }
    return undefined;
  }

  const done = (async () => {
    for (let messages: ConsumerMessages | undefined = current; messages; messages = await reopen()) {
      current = messages;
      if (stopped) messages.stop();
      void watchStatus(messages);
      try {
        for await (const message of messages) {
          consumerPending.set({ pull: name }, message.info.pending);
          await handle(message);
        }
      } catch (error) {
        if (!stopped) logger.warn({ err: error, pull: name }, 'pull ended with an error');
      }
      if (stopped) return;
    }
  })();

  return {
    async stop() {
      stopped = true;
      wakeStopped();
      unwatch();
      current.stop();
      await done;
    },
  };
}

/** How long a following consumer outlives its process: the server drops it after this without a pull. */
const FOLLOWER_INACTIVE_MS = 5 * 60_000;

/**
 * An ordered consumer of this process alone on `stream`, from `fromSequence`: `handle` gets every
 * message in the stream's order, once. It is an ephemeral consumer made here rather than nats.js's
 * ordered consumer, whose own re-creation waits up to 45 s between tries while a node is elected
 * and cannot be interrupted: lost, or a delivery skipped, it is made again just past the last
 * message handled, each step one request that fails in seconds.
 */
export async function followStream(options: {
  nc: NatsConnection;
  name: string;
  stream: string;
  fromSequence: number;
  filterSubject?: string;
  inactiveThresholdMs?: number;
  pull?: ConsumeOptions;
  handle: (message: JsMsg) => Promise<void>;
  logger: Logger;
}): Promise<Pulling> {
  const { nc, name, stream, handle, logger } = options;
  const jsm = await nc.jetstreamManager();
  let next = options.fromSequence;
  let delivered = 0;
  let consumerName: string | undefined;
  let pullLost: (reason: string) => void = () => {};

  const open = async () => {
    if (consumerName) void jsm.consumers.delete(stream, consumerName).catch(() => {});
    const made = await jsm.consumers.add(stream, {
      name: nuid.next(),
      ack_policy: AckPolicy.None,
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: next,
      filter_subject: options.filterSubject,
      num_replicas: 1,
      mem_storage: true,
      inactive_threshold: nanos(options.inactiveThresholdMs ?? FOLLOWER_INACTIVE_MS),
    });
    consumerName = made.name;
    delivered = 0;
    const consumer = await nc.jetstream().consumers.get(stream, made.name);
    return consumer.consume(options.pull);
  };
  return keepPulling({
    name,
    open,
    watch: (lost) => {
      pullLost = lost;
      return onOrderedPullLost(nc, () => jsm.consumers.info(stream, consumerName!), lost);
    },
    logger,
    handle: async (message) => {
      // A message lost between the server and us (a slow client's) shows as a gap: start again there.
      if (message.info.deliverySequence !== delivered + 1) {
        pullLost('a delivery was skipped');
        return;
      }
      delivered += 1;
      try {
        await handle(message);
      } finally {
        next = message.seq + 1;
        readModelPosition.set({ read_model: name }, message.seq);
      }
    },
  });
}
