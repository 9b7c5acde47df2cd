import { responseStatus } from './responseStatus';

describe('responseStatus()', () => {
  it('reads the status from an apiRequest error', () => {
    expect(responseStatus(new Error('401: Unauthorized'))).toBe(401);
    expect(responseStatus(new Error('402: {"message":"Your card was declined."}'))).toBe(402);
  });

  it('returns undefined for other errors', () => {
    expect(responseStatus(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(responseStatus('409: not an Error')).toBeUndefined();
  });
});
