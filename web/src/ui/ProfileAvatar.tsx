import styles from './ProfileAvatar.module.css';

/** A profile's avatar: its colour (one of the set the app ships) with the name's first letter. */
export function ProfileAvatar({
  name,
  avatar,
  size = 'lg',
}: {
  name: string;
  avatar: string;
  size?: 'xs' | 'sm' | 'lg';
}) {
  return (
    <span className={`${styles.avatar} ${styles[avatar] ?? ''} ${styles[size]}`} aria-hidden="true">
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  );
}
