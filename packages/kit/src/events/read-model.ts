import type { JsMsg, NatsConnection } from 'nats';
import { serviceOfSubject, streamFor, type ServiceName } from '@cinevia/proto';
import type { Logger } from '../logger';
import { startupLoad } from '../query-audit';
import type { Subscription } from './consumer';
import { followStream, type Pulling } from './pulls';
import { replayStream } from './replay';
import { ensureStreamExists } from './streams';

export interface ReadModelFeed {
  stop(): Promise<void>;
}

/**
 * What an in-memory read model follows: the events it applies, and how it loads itself at start
 * (none for one that reads by `_id` what it needs, when it needs it).
 */
export interface ReadModel {
  name: string;
  subscriptions: Subscription[];
  load?: () => Promise<void>;
}

/**
 * Keeps an in-memory read model current in every replica. The streams' positions are noted, the
 * model is loaded (a start-up load, the one time a whole collection may be read), and then every
 * event from the noted positions on is applied through an ordered consumer of this process alone
 * (not the service's shared durable, which gives each event to one replica). An event racing the
 * load is applied as well as loaded, so handlers must be idempotent (compare versions or times).
 */
export async function startReadModel(
  { name, subscriptions, load }: ReadModel,
  { nc, logger }: { nc: NatsConnection; logger: Logger },
): Promise<ReadModelFeed> {
  const jsm = await nc.jetstreamManager();

  // One ordered consumer per stream, so the model sees events in the order they were published.
  const streams = new Map<
    string,
    { service: ServiceName; startSequence: number; handlers: Map<string, Subscription> }
  >();
  for (const subscription of subscriptions) {
    const service = serviceOfSubject(subscription.contract.type);
    const stream = streamFor(service).name;
    if (!streams.has(stream)) {
      await ensureStreamExists(jsm, service);
      const startSequence = (await jsm.streams.info(stream)).state.last_seq + 1;
      streams.set(stream, { service, startSequence, handlers: new Map() });
    }
    streams.get(stream)!.handlers.set(subscription.contract.type, subscription);
  }

  if (load) await startupLoad(`${name} read model`, load);

  const pulls: Pulling[] = [];
  for (const [stream, { service, startSequence, handlers }] of streams) {
    const handle = async (message: JsMsg) => {
      const subscription = handlers.get(message.subject);
      if (!subscription) return;
      try {
        const event = subscription.contract.parse(JSON.parse(message.string()));
        await subscription.handle(event, { logger, attempt: 1 });
      } catch (error) {
        logger.error({ err: error, subject: message.subject, readModel: name }, 'read model could not apply an event');
      }
    };
    pulls.push(
      await followStream({
        nc,
        name: `${name} read model`,
        stream,
        fromSequence: startSequence,
        filterSubject: streamFor(service).subjects[0],
        handle,
        logger,
      }),
    );
  }

  return {
    async stop() {
      await Promise.all(pulls.map((pull) => pull.stop()));
    },
  };
}

/**
 * A read model whose only source is one service's stream (no copy in a database): the stream
 * replayed from its first event at start, then followed as startReadModel does. A copy written by a
 * shared durable consumer and read at start could miss an event published just before the feed's
 * starting point; the stream, kept whole (the kit's ensureStream), cannot. `replaying` applies the
 * replay when it must differ from the live feed (say, without change notices).
 */
export function startReplayedReadModel(options: {
  name: string;
  nc: NatsConnection;
  service: ServiceName;
  subscriptions: Subscription[];
  replaying?: Subscription[];
  /** Replays the subscriptions' subjects alone (replay.ts). */
  onlyTheirSubjects?: boolean;
  logger: Logger;
}): Promise<ReadModelFeed> {
  const { name, nc, service, subscriptions, onlyTheirSubjects, logger } = options;
  const load = async () => {
    const events = await replayStream({
      nc,
      service,
      subscriptions: options.replaying ?? subscriptions,
      onlyTheirSubjects,
      logger,
    });
    logger.info({ readModel: name, events }, 'read model replayed from its stream');
  };
  return startReadModel({ name, subscriptions, load }, { nc, logger });
}
