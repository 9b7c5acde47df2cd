import { natsOptionsOf } from './connections';

describe('NATS_URL', () => {
  it('gives the client its servers, and the credentials it would not read from an address', () => {
    expect(natsOptionsOf('nats://cinevia:p%40ss@nats:4222')).toEqual({
      servers: ['nats://nats:4222'],
      user: 'cinevia',
      pass: 'p@ss',
    });
  });

  it("takes a cluster's seed servers, without credentials when none are given", () => {
    expect(natsOptionsOf('nats://a:4222, nats://b:4222,tls://c:4222')).toEqual({
      servers: ['nats://a:4222', 'nats://b:4222', 'tls://c:4222'],
    });
  });
});
