import { Agent, request } from 'node:http';
import express from 'express';
import { listen } from './http';

/** One GET over `agent`'s kept-alive connection; resolves with the reply's `connection` header. */
const get = (port: number, agent: Agent) =>
  new Promise<string | undefined>((done, fail) => {
    request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => done(res.headers.connection));
    })
      .on('error', fail)
      .end();
  });

describe('an HTTP server closing', () => {
  it('finishes while a client keeps its connection busy: each answer from then on ends the connection', async () => {
    const app = express();
    // Close while the sixth request is in flight: closing between two requests would find the
    // connection idle and end it, which proves nothing about a busy one.
    let received = 0;
    let sixthReceived!: () => void;
    const sixth = new Promise<void>((resolve) => (sixthReceived = resolve));
    app.get('/', (_req, res) => {
      if (++received === 6) sixthReceived();
      setTimeout(() => res.send('ok'), 5);
    });
    const http = await listen(app, '127.0.0.1', 0);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const replies: (string | undefined)[] = [];
    let sending = true;
    const client = (async () => {
      while (sending) replies.push(await get(http.port, agent).catch(() => 'refused'));
    })();
    await sixth;

    try {
      await http.close();
    } finally {
      sending = false;
      http.server.closeAllConnections();
      await client;
      agent.destroy();
    }
    expect(replies.slice(0, 6)).toEqual(Array(6).fill('keep-alive'));
    expect(replies[6]).toBe('close');
  });
});
