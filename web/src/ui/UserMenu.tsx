import { ChevronDownIcon } from '@cinevia/ui';
import { useDeferredMenu } from './useDeferredMenu';
import type { MenuMember } from './menuMember';
import styles from './UserMenu.module.css';

/**
 * The member's menu. Its popup (Radix's dropdown) loads apart from the page: until it has, a
 * button that looks the same stands in, and pointing at, focusing or pressing it loads the menu
 * (opening it if pressed).
 */
export function UserMenu({ member, onSignOut }: { member: MenuMember; onSignOut: () => void }) {
  const fullName = `${member.firstName} ${member.lastName}`.trim() || member.email;
  const initials = `${member.firstName.charAt(0)}${member.lastName.charAt(0)}`.toUpperCase() || '?';
  const { menus, pressed, focused, standIn } = useDeferredMenu();
  if (menus) {
    return (
      <menus.UserMenuDropdown
        member={member}
        fullName={fullName}
        initials={initials}
        onSignOut={onSignOut}
        defaultOpen={pressed}
        focusTrigger={focused}
      />
    );
  }
  return (
    <button {...standIn} className={styles.trigger}>
      <span className={styles.avatar} aria-hidden="true">
        {initials}
      </span>
      <span className={`${styles.name} visually-hidden-on-phone`}>{fullName}</span>
      <ChevronDownIcon width={16} height={16} className={styles.chevron} />
    </button>
  );
}
