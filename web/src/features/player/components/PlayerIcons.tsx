import { defineIcon } from '@cinevia/ui';
/** The player's own control icons; the shared set in @cinevia/ui has the rest. */

export const PauseIcon = defineIcon(
  <>
    <rect x="6" y="4.5" width="4" height="15" rx="1" />
    <rect x="14" y="4.5" width="4" height="15" rx="1" />
  </>,
  { fill: 'currentColor', stroke: 'none' },
);

export const VolumeIcon = defineIcon(
  <>
    <path d="M11 5 6 9H3v6h3l5 4V5Z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </>,
);

export const MutedIcon = defineIcon(
  <>
    <path d="M11 5 6 9H3v6h3l5 4V5Z" />
    <path d="m22 9-6 6M16 9l6 6" />
  </>,
);

export const FullscreenIcon = defineIcon(
  <path d="M8 3H5a2 2 0 0 0-2 2v3M21 8V5a2 2 0 0 0-2-2h-3M3 16v3a2 2 0 0 0 2 2h3M16 21h3a2 2 0 0 0 2-2v-3" />,
);

export const ExitFullscreenIcon = defineIcon(
  <path d="M8 3v3a2 2 0 0 1-2 2H3M21 8h-3a2 2 0 0 1-2-2V3M3 16h3a2 2 0 0 1 2 2v3M16 21v-3a2 2 0 0 1 2-2h3" />,
);

/** The episodes panel: a stack of episodes. */
export const EpisodesIcon = defineIcon(<path d="M4 6h16M4 12h16M4 18h10" />);
