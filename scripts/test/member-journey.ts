/**
 * A member's journey through a whole deployment (the operators' compose stack, the chart on Kubernetes):
 * sign up, out and in again, the home page and a film, a subscription and a saved position.
 */
import { eventually } from '@cinevia/harness';
import { newMemberDetails, subscribe, type Client } from '../../gateway/test/stack';

export interface Member {
  email: string;
  password: string;
  videoId: string;
}

/** Signs up, out and in again, opens the home page and a film, subscribes and saves progress there. */
export async function journey(browser: Client): Promise<Member> {
  const details = newMemberDetails('operator');
  const signedUp = await browser.post('/api/auth/signup', details);
  expect(signedUp.status).toBe(201);
  expect(signedUp.setCookies.join()).toMatch(/cinevia_session=.*; Secure/i);
  await browser.post('/api/auth/logout');
  await signIn(browser, details);
  const home = await browser.get('/');
  expect([home.status, home.text]).toEqual([200, expect.stringContaining('<div id="root"')]);
  const featured = await browser.get('/api/videos/featured');
  const videoId = featured.json[0].id as string;
  const film = await browser.get(`/api/videos/${videoId}`);
  expect([film.status, film.json.id]).toEqual([200, videoId]);
  expect((await subscribe(browser)).status).toBe(200);
  const saved = await browser.post('/api/watch-progress', { videoId, progress: 42, duration: 600 });
  expect(saved.status).toBe(200);
  await expectProgress(browser, videoId);
  return { email: details.email, password: details.password, videoId };
}

export async function signIn(browser: Client, member: { email: string; password: string }) {
  const signedIn = await browser.post('/api/auth/login', { email: member.email, password: member.password });
  expect(signedIn.status).toBe(200);
}

export async function expectProgress(browser: Client, videoId: string) {
  await eventually(
    async () =>
      expect((await browser.get('/api/watch-progress')).json).toEqual([
        expect.objectContaining({ videoId, progress: 42 }),
      ]),
    60_000,
    500,
  );
}
