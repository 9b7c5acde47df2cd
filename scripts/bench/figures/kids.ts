import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../stack/stack';
import { signInAudience, type AudienceMember } from '../lib/audience';
import { asSession, captureVisits } from '../lib/pages';
import { searchesBy } from './requests';
import {
  AUDIENCE,
  AUDIENCE_FIRST,
  JSON_HEADERS,
  measured,
  measuredVisits,
  report,
  SEARCHES,
  SECONDS,
  type Run,
} from './run';

/** A Kids profile's throughput, home visit and search alike, against the adult's in the same run. */
const KIDS_SHARE = 0.8;

/**
 * As many households as the audience, subscribed like it, each signed in and watching as a Kids
 * profile of its account (7+). Other accounts than the audience's: limits count per account (a
 * member's searches), and the adults' figure has just used theirs.
 */
async function kidsAudience(url: string): Promise<AudienceMember[]> {
  const devices = await signInAudience(url, AUDIENCE_FIRST + AUDIENCE, AUDIENCE);
  for (const device of devices) {
    const headers = { ...JSON_HEADERS, cookie: device.cookie, 'x-forwarded-for': device.ip };
    const added = await fetch(`${url}/api/profiles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Kids', isKids: true }),
    });
    if (added.status !== 201) throw new Error(`adding a Kids profile answered ${added.status}`);
    const { id } = (await added.json()) as { id: string };
    const switched = await fetch(`${url}/api/profiles/${id}/switch`, { method: 'POST', headers });
    if (!switched.ok) throw new Error(`switching to the Kids profile answered ${switched.status}`);
  }
  return devices;
}

const share = (kids: number, adult: number) => `${((kids / adult) * 100).toFixed(1)} % of the adult's`;

/**
 * The home visit (as Chromium opens it) and search, at their peak, played by the adults and then by
 * their Kids profiles: the catalogue filtered to 7+ in memory must cost about what the whole does.
 */
export async function kidsFigures({ url, audience }: Run): Promise<void> {
  const kids = await kidsAudience(url);
  const screenshots = join(ROOT, '.data', 'bench-pages');
  mkdirSync(screenshots, { recursive: true });
  const [home] = await captureVisits(
    url,
    [{ name: 'kids home', path: '/', as: 'member' }],
    // Only a member's page is opened: the other sessions are never used.
    { visitor: { ip: kids[0]!.ip }, member: kids[0]!, admin: { ip: kids[0]!.ip } },
    screenshots,
  );
  const homeOf = (members: AudienceMember[]) => members.map((member) => asSession(home!.requests, member));

  const adultHome = await measuredVisits({ url, visits: homeOf(audience), seconds: SECONDS, concurrency: 10 });
  const kidsHome = await measuredVisits({ url, visits: homeOf(kids), seconds: SECONDS, concurrency: 10 });
  report(
    `Kids profile's home visit (${home!.requests.length} requests), peak`,
    `${kidsHome.visitsPerSecond.toFixed(0)} visits/s, ${kidsHome.errors} errors (${share(kidsHome.visitsPerSecond, adultHome.visitsPerSecond)})`,
    `the adult's, same run: ${adultHome.visitsPerSecond.toFixed(0)} visits/s (target ≥ ${KIDS_SHARE * 100} %)`,
    kidsHome.visitsPerSecond >= KIDS_SHARE * adultHome.visitsPerSecond && kidsHome.errors === 0,
  );

  const adultSearch = await measured({ url, requests: searchesBy(audience), connections: 10, seconds: SECONDS });
  const kidsSearch = await measured({ url, requests: searchesBy(kids), connections: 10, seconds: SECONDS });
  report(
    `Kids profile's search, ${SEARCHES.length} queries, peak`,
    `${kidsSearch.requestsPerSecond.toFixed(0)} req/s, p99 ${kidsSearch.p99} ms, ${kidsSearch.errors} errors (${share(kidsSearch.requestsPerSecond, adultSearch.requestsPerSecond)})`,
    `the adult's, same run: ${adultSearch.requestsPerSecond.toFixed(0)} req/s (target ≥ ${KIDS_SHARE * 100} %)`,
    kidsSearch.requestsPerSecond >= KIDS_SHARE * adultSearch.requestsPerSecond && kidsSearch.errors === 0,
  );
}
