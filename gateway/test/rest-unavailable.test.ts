import { eventually } from '@cinevia/harness';
import { addFilm, FILM_REQUEST, signedUpMember, startTestStack, type TestStack } from './stack';

/** A REST path whose service is away answers 503 with a message and Retry-After, never a 500. */
let env: TestStack;
let filmId: string;

beforeAll(async () => {
  env = await startTestStack();
  filmId = await addFilm(env.url, 'Low Tide');
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

it('answers 503 with a message and Retry-After while viewing is away, and takes saves all the same', async () => {
  const member = await signedUpMember(env.url, 'away');
  await eventually(async () =>
    expect((await member.post('/api/watch-progress', { videoId: filmId, progress: 5, duration: 600 })).status).toBe(
      200,
    ),
  );
  await env.stack.kill('viewing');
  try {
    for (const path of ['/api/watchlist', '/api/watch-progress']) {
      const refused = await member.get(path);
      expect([refused.status, refused.headers.get('retry-after')]).toEqual([503, '5']);
      expect(refused.json.message).toBe('Part of Cinevia is unavailable right now. Please try again in a moment.');
    }
    const masked = await member.graphql('{ viewer { myListIds } }');
    expect(JSON.stringify(masked.json.errors)).not.toMatch(/viewing|127\.0\.0\.1|ECONNREFUSED|at /);
    const saved = await member.post('/api/watch-progress', { videoId: filmId, progress: 42, duration: 600 });
    expect(saved.status).toBe(200);
  } finally {
    await env.stack.start('viewing');
  }
  await eventually(async () =>
    expect((await member.get('/api/watch-progress')).json[0]).toMatchObject({ progress: 42 }),
  );
}, 120_000);

it.each([
  ['billing', '/api/get-or-create-subscription', undefined],
  ['commissions', '/api/film-requests', { ...FILM_REQUEST, stripePaymentIntentId: 'pi_sim_unpaid' }],
])(
  'answers 503 with a message and Retry-After while %s is away, and answers again once it is back',
  async (name, path, body) => {
    const member = await signedUpMember(env.url, 'away');
    const call = () => member.post(path, body);
    expect([200, 201, 402]).toContain((await call()).status);
    await env.stack.kill(name);
    try {
      const refused = await call();
      expect([refused.status, refused.headers.get('retry-after'), refused.json]).toEqual([
        503,
        '5',
        { message: 'Part of Cinevia is unavailable right now. Please try again in a moment.' },
      ]);
    } finally {
      await env.stack.start(name);
    }
    // The gateway may skip a service that just came back for a few seconds (its circuit breaker).
    await eventually(async () => expect([200, 201, 402, 409]).toContain((await call()).status), 15_000);
  },
  120_000,
);
