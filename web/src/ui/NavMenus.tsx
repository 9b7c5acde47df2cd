import { useEffect, useRef } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { MenuIcon } from '@cinevia/ui';
import type { MainLink } from './mainLinks';
import type { MenuMember } from './menuMember';
import { menuName, UserMenuFace } from './UserMenuFace';
import styles from './UserMenu.module.css';

/**
 * The member chrome's two popup menus, with Radix's dropdown (about 20 KB of gzipped JavaScript):
 * loaded apart from the page (see UserMenu and NavBar), after it is interactive.
 */

type Deferred = {
  /** The member pressed the stand-in trigger before this loaded: open at once. */
  defaultOpen: boolean;
  /** The stand-in trigger had focus: the real one takes it. */
  focusTrigger: boolean;
};

function useFocusOnMount(focus: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}

/** The account's own pages: not on a Kids profile's simpler menu. */
function GrownUpItems() {
  return (
    <>
      <DropdownMenu.Item asChild className={styles.item}>
        <Link to="/profile">Profile</Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={styles.item}>
        <Link to="/my-films">My Films</Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={styles.item}>
        <Link to="/profile">Account Settings</Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item asChild className={styles.item}>
        {/* The admin portal is a separate app, so this is a full page load. */}
        <a href="/admin-login">Admin Portal</a>
      </DropdownMenu.Item>
    </>
  );
}

export function UserMenuDropdown({
  member,
  onSignOut,
  defaultOpen,
  focusTrigger,
}: Deferred & { member: MenuMember; onSignOut: () => void }) {
  const trigger = useFocusOnMount(focusTrigger);
  const isKids = member.profile?.isKids === true;
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={styles.trigger}>
        <UserMenuFace member={member} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={styles.content}>
          <DropdownMenu.Label className={styles.label}>
            <span className={styles.labelName}>{menuName(member)}</span>
            <span className={styles.labelEmail}>{isKids ? 'Kids profile' : member.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to="/profiles">Switch Profile</Link>
          </DropdownMenu.Item>
          {/* This profile's own: a Kids profile has its history too. */}
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to="/history">Viewing Activity</Link>
          </DropdownMenu.Item>
          {!isKids && <GrownUpItems />}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={onSignOut}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The main navigation as a menu, for screens too narrow for the row of links. */
export function MainMenuDropdown({
  links,
  defaultOpen,
  focusTrigger,
  triggerClassName,
}: Deferred & { links: readonly MainLink[]; triggerClassName?: string }) {
  const trigger = useFocusOnMount(focusTrigger);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={triggerClassName}>
        <MenuIcon width={20} height={20} />
        <span className="visually-hidden-on-phone">Menu</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className={styles.content}>
          {links.map((link) => (
            <DropdownMenu.Item key={link.label} asChild className={styles.item}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
