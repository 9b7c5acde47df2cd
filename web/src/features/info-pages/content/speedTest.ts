import type { InfoPageContent } from '../types/content';

export type RecommendedSpeed = { quality: string; label: string; mbps: number };

/** Spec section 9, slowest first. */
export const RECOMMENDED_SPEEDS: RecommendedSpeed[] = [
  { quality: '480p', label: 'Standard definition', mbps: 3 },
  { quality: '720p', label: 'HD', mbps: 5 },
  { quality: '1080p', label: 'Full HD', mbps: 8 },
  { quality: '4K', label: 'Ultra HD', mbps: 25 },
];

export type SpeedTestPageContent = InfoPageContent & {
  test: {
    start: string;
    again: string;
    testing: string;
    idle: string;
    notFinished: string;
    warmingUp: string;
    /** `{n}` and `{total}` count the timed downloads. */
    measuring: string;
    resultLabel: string;
    supportsLabel: string;
    supportsNone: string;
    failed: string;
    details: string;
    progressLabel: string;
    supported: string;
    unsupported: string;
    /** `{label}` and `{mbps}` come from the recommended speeds. */
    needs: string;
  };
};

export const speedTest: SpeedTestPageContent = {
  title: 'Internet Speed Test',
  intro:
    'Check whether your connection is fast enough for the picture quality you want. The test downloads a few megabytes from Cinevia’s own servers and times them, so it measures the same route your films take.',
  test: {
    start: 'Start Test',
    again: 'Test Again',
    testing: 'Testing…',
    idle: 'Select Start Test to measure your download speed.',
    notFinished: 'The test did not finish.',
    warmingUp: 'Connecting…',
    measuring: 'Measuring download {n} of {total}…',
    resultLabel: 'Your download speed',
    supportsLabel: 'Your connection supports',
    supportsNone: 'Your connection is slower than the 3 Mbps needed for standard definition. Try the tips below.',
    failed: 'The speed test could not finish. Check that you are online, then try again.',
    details: 'Details:',
    progressLabel: 'Speed test progress',
    supported: '✓ Supported',
    unsupported: '✗ Too slow',
    needs: '{label}, needs {mbps}\u00a0Mbps',
  },
  sections: [
    {
      id: 'connection-test',
      heading: 'Test Your Connection',
      body: [
        'The test takes a few seconds on most connections and downloads up to about 40\u00a0MB, less on slower connections. Close other streams and downloads first for an accurate result.',
      ],
    },
    {
      id: 'bandwidth',
      heading: 'Recommended Speeds',
      body: [
        'For smooth playback, your connection should sustain at least these speeds per screen. If several people stream at once, add their speeds together.',
        {
          table: {
            caption: 'Recommended download speed by picture quality',
            columns: ['Quality', 'Picture', 'Minimum speed'],
            rows: RECOMMENDED_SPEEDS.map(({ quality, label, mbps }) => [quality, label, `${mbps}\u00a0Mbps`]),
          },
        },
      ],
    },
    {
      id: 'troubleshooting',
      heading: 'Troubleshooting',
      body: [
        {
          list: [
            'Pause downloads, game updates, cloud backups and other streams on your network, then test again.',
            'Restart your modem and router: unplug them for 30 seconds, then plug them back in.',
            'Try another browser, or turn off VPNs and browser extensions that route traffic elsewhere.',
            'If speeds stay below your plan’s advertised speed, contact your internet provider with the results.',
          ],
        },
      ],
    },
    {
      id: 'network-tips',
      heading: 'Network Tips',
      body: [
        {
          list: [
            'Use a wired Ethernet connection for 4K on a TV or computer when you can.',
            'On Wi-Fi, move closer to the router and prefer the 5 GHz band, which is faster over short distances.',
            'Mobile data works too, but 4K uses several gigabytes per hour; check your data allowance.',
          ],
        },
      ],
    },
  ],
};
