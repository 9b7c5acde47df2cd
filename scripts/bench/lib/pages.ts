import { join } from 'node:path';
import { chromium, type Request } from 'playwright-core';
import type { Dispatcher } from 'undici';
import type { VisitRequest } from './visits';

/**
 * Who opens a page: signed out, a member (the audience holds Premium), a member who has begun
 * series, or the administrator.
 */
export type Visitor = 'visitor' | 'member' | 'series watcher' | 'film owner' | 'admin';

export interface PageToVisit {
  name: string;
  path: string;
  as: Visitor;
}

/** A session to open pages with: its cookie (`name=value`, none when signed out) and address. */
export interface Session {
  cookie?: string;
  ip: string;
}

export interface CapturedVisit extends PageToVisit {
  requests: VisitRequest[];
}

/**
 * What a returning browser asks the stack for when it opens a page: the document and every API
 * request (`/api/…` and `/graphql`, whatever the browser calls it: the session check goes out as a
 * `<link rel="preload">`). The hashed scripts, styles and fonts are not asked again (served
 * immutable, they come from the browser's cache), and nothing outside the stack is ours to measure
 * (YouTube's player and thumbnails are blocked here anyway).
 */
function askedEachVisit(request: Request, origin: string): boolean {
  if (!request.url().startsWith(origin)) return false;
  if (request.resourceType() === 'document') return true;
  const path = new URL(request.url()).pathname;
  return path.startsWith('/api/') || path === '/graphql';
}
/** Headers that name the session or the connection: the replay sets its own. */
const SESSION_HEADERS = new Set(['cookie', 'x-forwarded-for', 'host', 'connection', 'content-length']);

async function asVisitRequest(request: Request, origin: string): Promise<VisitRequest> {
  const headers = Object.fromEntries(
    Object.entries(await request.allHeaders()).filter(([name]) => !name.startsWith(':') && !SESSION_HEADERS.has(name)),
  );
  const response = await request.response();
  return {
    method: request.method() as Dispatcher.HttpMethod,
    path: request.url().slice(origin.length),
    headers,
    body: request.postData() ?? undefined,
    status: response?.status() ?? 0,
  };
}

/**
 * Opens each page in headless Chromium (Debian's) as its visitor would, from a fresh tab, and
 * records the requests it sends until the network has been quiet for half a second; a screenshot
 * of each lands in `screenshotDir`, to look at what was measured.
 */
export async function captureVisits(
  url: string,
  pages: PageToVisit[],
  /** A session for each kind of visitor `pages` names. */
  sessions: Partial<Record<Visitor, Session>>,
  screenshotDir: string,
): Promise<CapturedVisit[]> {
  const origin = new URL(url).origin;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const captured: CapturedVisit[] = [];
    for (const page of pages) {
      const session = sessions[page.as];
      if (!session) throw new Error(`no session to open ${page.path} as a ${page.as}`);
      const { cookie, ip } = session;
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        extraHTTPHeaders: { 'x-forwarded-for': ip },
      });
      await context.route(
        (target) => target.origin !== origin,
        (route) => route.abort(),
      );
      if (cookie) {
        const [name, ...value] = cookie.split('=');
        await context.addCookies([{ name: name!, value: value.join('='), url: origin }]);
      }
      const tab = await context.newPage();
      const sent: Request[] = [];
      tab.on('request', (request) => {
        if (askedEachVisit(request, origin)) sent.push(request);
      });
      await tab.goto(`${url}${page.path}`, { waitUntil: 'networkidle' });
      await tab.screenshot({ path: join(screenshotDir, `${page.name.replace(/\W+/g, '-')}.png`) });
      captured.push({ ...page, requests: await Promise.all(sent.map((request) => asVisitRequest(request, origin))) });
      await context.close();
    }
    return captured;
  } finally {
    await browser.close();
  }
}

/** A captured visit as `session` makes it: its cookie and its address on every request. */
export function asSession(requests: VisitRequest[], session: Session): VisitRequest[] {
  return requests.map((request) => ({
    ...request,
    headers: {
      ...request.headers,
      'x-forwarded-for': session.ip,
      ...(session.cookie ? { cookie: session.cookie } : {}),
    },
  }));
}

/** One line naming a visit's requests, GraphQL ones by operation. */
export function describeVisit(visit: CapturedVisit): string {
  return visit.requests
    .map(({ method, path, body, status }) => {
      const operation =
        /operationName=(\w+)/.exec(path)?.[1] ?? (body ? /"operationName":"(\w+)"/.exec(body)?.[1] : undefined);
      const where = path.split('?')[0];
      return `${method} ${where}${operation ? ` ${operation}` : ''}${status >= 400 ? ` (${status})` : ''}`;
    })
    .join(', ');
}
