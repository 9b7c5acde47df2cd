import { acceptedContextKeys, serviceEnv } from './config';
import { contextKey } from './user-context';

const env = {
  PORT: '4000',
  MONGO_URL: 'mongodb://mongo:27017',
  NATS_URL: 'nats://nats:4222',
  USER_CONTEXT_KEY: 'c'.repeat(32),
};

describe("a service's user-context keys", () => {
  it('are its own alone, unless a rotation names one more (compose passes an empty one when none does)', () => {
    expect(acceptedContextKeys(serviceEnv.parse(env))).toEqual([contextKey('c'.repeat(32))]);
    expect(acceptedContextKeys(serviceEnv.parse({ ...env, USER_CONTEXT_KEY_ACCEPTED: '' }))).toEqual([
      contextKey('c'.repeat(32)),
    ]);
    const rotating = serviceEnv.parse({ ...env, USER_CONTEXT_KEY_ACCEPTED: 'n'.repeat(32) });
    expect(acceptedContextKeys(rotating).map((key) => key.id)).toEqual([
      contextKey('c'.repeat(32)).id,
      contextKey('n'.repeat(32)).id,
    ]);
    expect(() => serviceEnv.parse({ ...env, USER_CONTEXT_KEY_ACCEPTED: 'short' })).toThrow(
      'must be at least 32 characters',
    );
  });
});
