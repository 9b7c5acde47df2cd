import { defineIcon } from '@cinevia/ui';

// Icons the signed-in portal alone draws: here, so the login page's first chunk does not carry them.

export const ChevronUpIcon = defineIcon(<path d="m6 15 6-6 6 6" />);

/** A series: a screen with its aerial. */
export const TvIcon = defineIcon(
  <>
    <rect x="2" y="7" width="20" height="15" rx="2" />
    <path d="m17 2-5 5-5-5" />
  </>,
);
