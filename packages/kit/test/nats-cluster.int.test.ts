/**
 * The kit's events on a real three-node JetStream cluster on loopback (nats-server from .tools/, as
 * every test's), streams at three replicas: two replicas of a service, each on its own node, write
 * through their outboxes and share one durable consumer. Every event is stored once and handled once
 * by the service, and each replica's read model ends equal; the node leading their consumer killed
 * while they write, nothing acknowledged is lost and events flow again within seconds (the kit's
 * pulls start again on JetStream's leader advisories and on reconnection: events/pulls.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Connection, mongo } from 'mongoose';
import type { NatsConnection } from 'nats';
import { z } from 'zod';
import { defineEvent, streamFor, type EventContract } from '@cinevia/proto';
import { capturingLogger, eventually, startInfrastructure, type Infrastructure } from '@cinevia/harness';
import { startNatsCluster, type LocalNatsCluster } from '@cinevia/harness/local';
import {
  connectMongo,
  connectNats,
  createOutbox,
  ensureStream,
  on,
  startConsumers,
  startOutboxRelay,
  startReadModel,
  useStreamLimits,
  type OutboxRelay,
  type RunningConsumer,
} from '../src';

const orderPlaced = defineEvent('commissions.order.placed', z.object({ orderId: z.string() }));
const orderShipped = defineEvent('commissions.order.shipped', z.object({ orderId: z.string() }));
const STREAM = streamFor('commissions').name;
const WRITES = 300;

let infra: Infrastructure;
let cluster: LocalNatsCluster;
let scratch: string;
let db: Connection;
const connections: NatsConnection[] = [];
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cinevia-nats-cluster-'));
  [infra, cluster] = await Promise.all([startInfrastructure(), startNatsCluster(3, scratch)]);
  db = await connectMongo(infra.mongoUrl, `kit-cluster-${randomUUID().slice(0, 8)}`);
  useStreamLimits({ replicas: 3, maxBytes: -1, deadLetterMaxAgeDays: 0 });
  // Each replica's seed is its own node, then the others, as an operator's NATS_URL would list them.
  for (const first of [0, 1]) {
    const seeds = [cluster.urls[first]!, ...cluster.urls.filter((_, index) => index !== first)].join(',');
    connections.push(await connectNats(seeds, `replica-${first}`));
  }
  await ensureStream(await connections[0]!.jetstreamManager(), 'commissions');
}, 60_000);

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  for (const nc of connections) await nc.close();
  await db?.close();
  for (const node of cluster?.nodes ?? []) await node.stop();
  await infra?.stop();
  useStreamLimits({ replicas: 1, maxBytes: -1, deadLetterMaxAgeDays: 0 });
  await rm(scratch, { recursive: true, force: true });
});

/** Two replicas of a service on the cluster, each on its own connection: outbox, durable consumer, read model. */
async function startReplicas(event: EventContract<string, { orderId: string }>, durable: string) {
  const { logger } = capturingLogger();
  const handled = new Map<string, number>();
  const views = [new Set<string>(), new Set<string>()];
  const outboxes = [createOutbox(db), createOutbox(db)];
  for (const [index, nc] of connections.entries()) {
    const relay: OutboxRelay = startOutboxRelay({ outbox: outboxes[index]!, js: nc.jetstream(), logger });
    const consumer: RunningConsumer = await startConsumers({
      nc,
      durable,
      logger,
      subscriptions: [
        on(event, async ({ data }) => {
          handled.set(data.orderId, (handled.get(data.orderId) ?? 0) + 1);
        }),
      ],
    });
    const view = await startReadModel(
      {
        name: `${durable} ${index}`,
        subscriptions: [on(event, async ({ data }) => void views[index]!.add(data.orderId))],
        // Nothing stored to load: the view is the stream's events alone.
        load: async () => {},
      },
      { nc, logger },
    );
    stops.push(
      () => relay.stop(),
      () => consumer.stop(),
      () => view.stop(),
    );
  }
  const orders = db.collection(durable) as unknown as mongo.Collection<mongo.Document>;
  /** Writes one order through replica `i % 2`'s outbox; its id. */
  async function write(i: number): Promise<string> {
    const orderId = randomUUID();
    await outboxes[i % 2]!.insertOne(orders, { _id: orderId }, [event.create({ orderId }, `order-${i}`)]);
    return orderId;
  }
  return { handled, views, write };
}

it('stores every event once, handles each once across the replicas, and keeps their read models equal', async () => {
  const { handled, views, write } = await startReplicas(orderPlaced, 'kit-cluster-orders');
  const written: string[] = [];
  for (let i = 0; i < WRITES; i++) written.push(await write(i));
  const expected = [...written].sort();

  await eventually(async () => {
    expect([...handled.keys()].sort()).toEqual(expected);
    expect([...views[0]!].sort()).toEqual(expected);
    expect([...views[1]!].sort()).toEqual(expected);
  }, 30_000);
  const jsm = await connections[0]!.jetstreamManager();
  const { state, config } = await jsm.streams.info(STREAM);
  expect(config.num_replicas).toBe(3);
  // Published once each, handled once each by the service's two replicas together.
  expect(state.messages).toBe(WRITES);
  expect([...handled.values()].every((count) => count === 1)).toBe(true);
}, 120_000);

it('loses no acknowledged event when the node leading the consumer is killed under load, and goes on', async () => {
  const { handled, views, write } = await startReplicas(orderShipped, 'kit-cluster-shipments');
  // The hard case: the consumer led by the third node, which neither replica is connected to, so
  // neither connection notices its death.
  const durable = 'kit-cluster-shipments_commissions_order_shipped';
  const jsm = await connections[0]!.jetstreamManager();
  await eventually(async () => {
    if ((await jsm.consumers.info(STREAM, durable)).cluster?.leader === 'node-2') return;
    await connections[0]!.request(
      `$JS.API.CONSUMER.LEADER.STEPDOWN.${STREAM}.${durable}`,
      JSON.stringify({ placement: { preferred: 'node-2' } }),
    );
    throw new Error('node-2 does not lead the consumer yet');
  }, 20_000);
  const victim = cluster.nodes[2]!;

  const written: string[] = [];
  for (let i = 0; i < WRITES; i++) {
    if (i === WRITES / 3) victim.child.kill('SIGKILL');
    written.push(await write(i));
  }
  const expected = [...written].sort();
  await eventually(async () => {
    expect([...handled.keys()].sort()).toEqual(expected);
    expect([...views[0]!].sort()).toEqual(expected);
    expect([...views[1]!].sort()).toEqual(expected);
  }, 60_000);
  const { state } = await jsm.streams.info(STREAM, {
    subjects_filter: orderShipped.type,
  });
  // Every write's event stored once: none lost with the node, none doubled by a relay's retry.
  expect(state.subjects?.[orderShipped.type]).toBe(WRITES);
  // At most once more: a redelivery only of an event whose acknowledgement died with the node.
  expect([...handled.values()].every((count) => count <= 2)).toBe(true);
}, 180_000);
