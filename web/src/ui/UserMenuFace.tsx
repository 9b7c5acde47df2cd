import { ChevronDownIcon } from '@cinevia/ui';
import type { MenuMember } from './menuMember';
import { ProfileAvatar } from './ProfileAvatar';
import styles from './UserMenu.module.css';

/**
 * Who the menu is about: the profile watching, by its name; the account's first profile (the
 * member's own, named after them) and a profile not yet known, by the member's full name.
 */
export function menuName({ id, profile, firstName, lastName, email }: MenuMember): string {
  if (profile && profile.id !== id) return profile.name;
  return `${firstName} ${lastName}`.trim() || email;
}

/** What the menu's button shows, alike on the stand-in and on the loaded menu's trigger. */
export function UserMenuFace({ member }: { member: MenuMember }) {
  const { profile } = member;
  const initials = `${member.firstName.charAt(0)}${member.lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <>
      {profile ? (
        <ProfileAvatar name={profile.name} avatar={profile.avatar} size="xs" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
      )}
      <span className={`${styles.name} visually-hidden-on-phone`}>{menuName(member)}</span>
      <ChevronDownIcon width={16} height={16} className={styles.chevron} />
    </>
  );
}
