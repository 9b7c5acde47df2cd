import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** The shared 24-unit stroke icon frame; every icon in both apps draws inside it. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/**
 * An icon from its drawing: a component that draws it in the shared frame, sized, labelled and
 * classed by its props. `frame` changes the frame itself (a filled icon: no stroke).
 */
export function defineIcon(drawing: ReactNode, frame?: IconProps) {
  return function DrawnIcon(props: IconProps) {
    return (
      <Icon {...frame} {...props}>
        {drawing}
      </Icon>
    );
  };
}

export const SearchIcon = defineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const CloseIcon = defineIcon(<path d="M18 6 6 18M6 6l12 12" />);

export const EyeIcon = defineIcon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = defineIcon(
  <>
    <path d="M10.6 5.1A9.8 9.8 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.6 6.6C3.6 8.5 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
  </>,
);

export const GlobeIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
  </>,
);

export const ChevronDownIcon = defineIcon(<path d="m6 9 6 6 6-6" />);

export const ChevronRightIcon = defineIcon(<path d="m9 6 6 6-6 6" />);

export const PlusIcon = defineIcon(<path d="M12 5v14M5 12h14" />);

export const PlayIcon = defineIcon(
  <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5Z" />,
  { fill: 'currentColor', stroke: 'none' },
);

export const ChevronLeftIcon = defineIcon(<path d="m15 6-6 6 6 6" />);

export const ArrowLeftIcon = defineIcon(<path d="M19 12H5M11 18l-6-6 6-6" />);

export const InfoIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);

export const MenuIcon = defineIcon(<path d="M4 6h16M4 12h16M4 18h16" />);

export const CheckIcon = defineIcon(<path d="m5 12.5 4.5 4.5L19 7.5" />);

export const ShieldIcon = defineIcon(
  <>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);

export const LockIcon = defineIcon(
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);

export const ExternalLinkIcon = defineIcon(
  <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
);

export const LogOutIcon = defineIcon(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);

export const ChartIcon = defineIcon(<path d="M3 3v18h18M8 17v-6M13 17V7M18 17v-9" />);

export const PencilIcon = defineIcon(<path d="M17 3a2.8 2.8 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />);

export const TrashIcon = defineIcon(
  <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />,
);

export const FilmIcon = defineIcon(
  <>
    <rect x="2" y="3" width="20" height="18" rx="2" />
    <path d="M7 3v18M17 3v18M2 8h5M2 16h5M17 8h5M17 16h5M2 12h20" />
  </>,
);

export const ThumbsUpIcon = defineIcon(
  <path d="M7 10v12M15 5.9 14 10h5.8a2 2 0 0 1 1.9 2.6l-2.3 8a2 2 0 0 1-1.9 1.4H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.8a2 2 0 0 0 1.8-1.1L12 2a3.1 3.1 0 0 1 3 3.9Z" />,
);

export const ThumbsDownIcon = defineIcon(
  <path d="M17 14V2M9 18.1 10 14H4.2a2 2 0 0 1-1.9-2.6l2.3-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.8a2 2 0 0 0-1.8 1.1L12 22a3.1 3.1 0 0 1-3-3.9Z" />,
);

export const HeartIcon = defineIcon(
  <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />,
);
