import { Icon, type IconProps } from '@cinevia/ui';
/** Drawn like the shared icons in ui/icons.tsx: 24-unit strokes in the text colour. */

export function LockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </Icon>
  );
}
