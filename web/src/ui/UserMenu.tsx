import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from './icons';
import styles from './UserMenu.module.css';

export type Member = { firstName: string; lastName: string; email: string };

export function UserMenu({ member, onSignOut }: { member: Member; onSignOut: () => void }) {
  const fullName = `${member.firstName} ${member.lastName}`.trim() || member.email;
  const initials = `${member.firstName.charAt(0)}${member.lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.trigger}>
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <span className={styles.name}>{fullName}</span>
        <ChevronDownIcon width={16} height={16} className={styles.chevron} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={styles.content}>
          <DropdownMenu.Label className={styles.label}>
            <span className={styles.labelName}>{fullName}</span>
            <span className={styles.labelEmail}>{member.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to="/profile">Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to="/profile">Account Settings</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.item}>
            {/* The admin portal is a separate app, so this is a full page load. */}
            <a href="/admin-login">Admin Portal</a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={onSignOut}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
