import type { MemberSession } from '@cinevia/shared-models';
import { describeUserAgent, signedInDevices } from './devices';
import { firstProfile } from './profiles';

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('a device, as its User-Agent tells it', () => {
  it('is a browser on a system, of a kind', () => {
    expect(describeUserAgent(CHROME_ON_MAC)).toEqual({ browser: 'Chrome', os: 'macOS', kind: 'desktop' });
    expect(describeUserAgent(SAFARI_ON_IPHONE)).toEqual({ browser: 'Safari', os: 'iOS', kind: 'mobile' });
  });

  it('is unknown where it says nothing', () => {
    expect(describeUserAgent('')).toEqual({ browser: 'Unknown browser', os: 'Unknown system', kind: 'unknown' });
    expect(describeUserAgent('curl/8.0')).toMatchObject({ os: 'Unknown system', kind: 'unknown' });
  });
});

describe("a member's signed-in devices", () => {
  const owner = firstProfile({ id: 'u1', firstName: 'Ann' });
  const session = (handle: string, userAgent: string, lastActiveAt: number, profileId = 'u1'): MemberSession => ({
    handle,
    session: { userId: 'u1', profileId, maturityLevel: '18+', isKids: false },
    device: { userAgent, network: '203.0.113.0/24', signedInAt: 1_000, lastActiveAt },
  });

  it('lists the one asking first, then the last used first, with the profile each watches as', () => {
    const devices = signedInDevices(
      [
        session('old', CHROME_ON_MAC, 2_000),
        session('phone', SAFARI_ON_IPHONE, 3_000, 'gone'),
        session('me', '', 1_500),
      ],
      [owner],
      'me',
    );

    expect(devices.map((device) => [device.id, device.current, device.profileName])).toEqual([
      ['me', true, 'Ann'],
      ['phone', false, null],
      ['old', false, 'Ann'],
    ]);
    expect(devices[1]).toMatchObject({
      browser: 'Safari',
      network: '203.0.113.0/24',
      lastActiveAt: new Date(3_000_000),
    });
  });
});
