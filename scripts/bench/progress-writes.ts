import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { connectMongo } from '../../services/kit/src/connections';
import { startInfrastructure } from '../../services/kit/src/testing';
import { createProgressStore } from '../../services/viewing/src/store/progress';
import { ROOT, startStack } from '../stack';

/**
 * Progress saves are the hot path (every member saves every 10 s while watching). Measured twice,
 * each against a baseline from the same run on the same machine:
 *   store: one save through the viewing store vs. the same upsert through the bare driver;
 *   http:  POST /api/watch-progress through the gateway vs. the gateway's GET /healthz.
 */
const SAVES = 400;
const CONCURRENCY = 8;

async function timed(label: string, total: number, op: (index: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) await op(next++);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const perSecond = total / seconds;
  console.log(`  ${label.padEnd(34)} ${perSecond.toFixed(0).padStart(6)} ops/s`);
  return perSecond;
}

async function main() {
  const infra = await startInfrastructure();
  try {
    console.log(`progress writes (${SAVES} operations, ${CONCURRENCY} at a time)`);
    const mongo = await connectMongo(infra.mongoUrl, 'bench-viewing');
    const store = createProgressStore(mongo);
    const raw = mongo.collection('bench_raw_progress');
    const users = Array.from({ length: 50 }, () => randomUUID());
    const baseline = await timed('baseline: driver upsert', SAVES, (i) =>
      raw.updateOne(
        { _id: `${users[i % 50]}:v${i % 7}` } as never,
        { $set: { seconds: i, duration: 600, updatedAt: new Date() } },
        { upsert: true },
      ),
    );
    const save = await timed('viewing store save', SAVES, (i) =>
      store.save({ userId: users[i % 50]!, videoId: `v${i % 7}`, seconds: i, duration: 600, updatedAt: new Date() }),
    );
    console.log(`  ratio store/baseline: ${(save / baseline).toFixed(2)}`);
    await mongo.close();

    const stack = await startStack({
      infra,
      logDir: join(ROOT, '.data', 'bench-logs'),
      adminPassword: 'bench-admin-password',
      nodeEnv: 'test',
      extraEnv: { LOG_LEVEL: 'warn' },
    });
    try {
      const json = { 'content-type': 'application/json' };
      const admin = await fetch(`${stack.url}/api/admin/auth`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ password: 'bench-admin-password' }),
      });
      const adminCookie = admin.headers.getSetCookie()[0]!.split(';')[0]!;
      const film = await (
        await fetch(`${stack.url}/api/admin/videos`, {
          method: 'POST',
          headers: { ...json, cookie: adminCookie },
          body: JSON.stringify({ title: 'Bench', youtubeId: 'dQw4w9WgXcQ', genre: 'Drama', category: 'new' }),
        })
      ).json();
      const signup = await fetch(`${stack.url}/api/auth/signup`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          email: `bench-${randomUUID()}@example.com`,
          password: 'secret1',
          firstName: 'B',
          lastName: 'Ench',
        }),
      });
      const cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!;
      const save = (i: number) =>
        fetch(`${stack.url}/api/watch-progress`, {
          method: 'POST',
          headers: { ...json, cookie },
          body: JSON.stringify({ videoId: film.id, progress: i % 600, duration: 600 }),
        });
      for (let wait = 0; wait < 100 && (await save(0)).status === 404; wait += 1)
        await new Promise((done) => setTimeout(done, 100));
      const health = await timed('baseline: gateway GET /healthz', SAVES, () =>
        fetch(`${stack.url}/healthz`).then((r) => r.arrayBuffer()),
      );
      const http = await timed('POST /api/watch-progress', SAVES, (i) => save(i).then((r) => r.arrayBuffer()));
      console.log(`  ratio save/healthz: ${(http / health).toFixed(2)}`);
    } finally {
      await stack.stop();
    }
  } finally {
    await infra.stop();
  }
}

void main();
