import { GraphQLError } from 'graphql';
import { capturingLogger } from '@cinevia/harness';
import { maskError } from './error-masking';
import { SubgraphUnavailableError } from './subgraph-fetch';

const { logger, lines } = capturingLogger();
const mask = maskError(logger);
const fetchFailed = (reason: 'unreachable' | 'timeout') =>
  new GraphQLError('request to http://127.0.0.1:4104/graphql failed', {
    originalError: new SubgraphUnavailableError('viewing', reason, { cause: new Error('connect ECONNREFUSED') }),
  });

describe('errors as a client sees them', () => {
  it('keeps our own coded refusals', () => {
    const refusal = { message: 'Premium only', path: ['addToMyList'], extensions: { code: 'PAYMENT_REQUIRED' } };
    expect(mask(refusal, new GraphQLError('Premium only'))).toEqual(refusal);
  });

  it('says a service is away or slow without naming it or where it lives, and logs it in full', () => {
    const formatted = { message: 'request to http://127.0.0.1:4104/graphql failed', path: ['viewer'] };
    expect(mask(formatted, fetchFailed('unreachable'))).toEqual({
      message: 'Part of Cinevia is unavailable right now. Please try again in a moment.',
      path: ['viewer'],
      extensions: { code: 'UNAVAILABLE' },
    });
    expect(mask(formatted, fetchFailed('timeout')).extensions).toEqual({ code: 'TIMEOUT' });
    expect(lines.at(-1)).toMatchObject({ msg: 'GraphQL error masked', message: formatted.message });
  });

  it('masks anything else as our fault', () => {
    const leaked = { message: 'Cannot read properties of undefined (reading "id") at /srv/app.js:12', extensions: {} };
    expect(mask(leaked, new Error(leaked.message))).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
