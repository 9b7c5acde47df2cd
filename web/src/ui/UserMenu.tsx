import { useDeferredMenu } from './useDeferredMenu';
import type { MenuMember } from './menuMember';
import { UserMenuFace } from './UserMenuFace';
import styles from './UserMenu.module.css';

/**
 * The member's menu. Its popup (Radix's dropdown) loads apart from the page: until it has, a
 * button that looks the same stands in, and pointing at, focusing or pressing it loads the menu
 * (opening it if pressed).
 */
export function UserMenu({ member, onSignOut }: { member: MenuMember; onSignOut: () => void }) {
  const { menus, pressed, focused, standIn } = useDeferredMenu();
  if (menus) {
    return (
      <menus.UserMenuDropdown member={member} onSignOut={onSignOut} defaultOpen={pressed} focusTrigger={focused} />
    );
  }
  return (
    <button {...standIn} className={styles.trigger}>
      <UserMenuFace member={member} />
    </button>
  );
}
