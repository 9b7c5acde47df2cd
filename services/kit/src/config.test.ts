import { acceptedContextSecrets, serviceEnv } from './config';

const env = {
  PORT: '4000',
  MONGO_URL: 'mongodb://mongo:27017',
  NATS_URL: 'nats://nats:4222',
  REDIS_URL: 'redis://redis:6379',
  USER_CONTEXT_SECRET: 'c'.repeat(32),
};

describe("a service's user-context secrets", () => {
  it('are its own alone, unless a rotation names one more (compose passes an empty one when none does)', () => {
    expect(acceptedContextSecrets(serviceEnv.parse(env))).toEqual(['c'.repeat(32)]);
    expect(acceptedContextSecrets(serviceEnv.parse({ ...env, USER_CONTEXT_SECRET_ACCEPTED: '' }))).toEqual([
      'c'.repeat(32),
    ]);
    const rotating = serviceEnv.parse({ ...env, USER_CONTEXT_SECRET_ACCEPTED: 'n'.repeat(32) });
    expect(acceptedContextSecrets(rotating)).toEqual(['c'.repeat(32), 'n'.repeat(32)]);
    expect(() => serviceEnv.parse({ ...env, USER_CONTEXT_SECRET_ACCEPTED: 'short' })).toThrow(
      'must be at least 32 characters',
    );
  });
});
