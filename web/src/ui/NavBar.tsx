import { Link, NavLink } from 'react-router-dom';
import { Brand, MenuIcon, StickyHeader } from '@cinevia/ui';
import { mainLinks, type MainLink } from './mainLinks';
import { SearchToggle } from './SearchToggle';
import { useDeferredMenu } from './useDeferredMenu';
import type { MenuMember } from './menuMember';
import { UserMenu } from './UserMenu';
import styles from './NavBar.module.css';

type NavBarProps = {
  member: MenuMember;
  onSignOut: () => void;
  onSearchChange: (query: string) => void;
};

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/** The main links as a menu on narrow screens; its popup loads apart from the page, like the member's menu. */
function MainMenu({ links }: { links: readonly MainLink[] }) {
  const { menus, pressed, focused, standIn } = useDeferredMenu();
  if (menus) {
    return (
      <menus.MainMenuDropdown
        links={links}
        defaultOpen={pressed}
        focusTrigger={focused}
        triggerClassName={styles.menuButton}
      />
    );
  }
  return (
    <button {...standIn} className={styles.menuButton}>
      <MenuIcon width={20} height={20} />
      <span className="visually-hidden-on-phone">Menu</span>
    </button>
  );
}

/**
 * The signed-in members' navigation (spec section 2): a row of links, or a menu on narrow screens.
 * A Kids profile's is simpler: no Create Film, and a Kids badge.
 */
export function NavBar({ member, onSignOut, onSearchChange }: NavBarProps) {
  const isKids = member.profile?.isKids === true;
  const links = mainLinks(isKids);
  return (
    <StickyHeader>
      <div className={styles.bar}>
        <div className={styles.brand}>
          <Brand />
          {isKids && <span className={styles.kids}>Kids</span>}
        </div>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.label}>
                {link.match === 'none' ? (
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                ) : (
                  <NavLink to={link.to} end={link.match === 'end'} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          <div className={styles.menu}>
            <MainMenu links={links} />
          </div>
        </nav>
        <div className={styles.actions}>
          <SearchToggle onQueryChange={onSearchChange} />
          <UserMenu member={member} onSignOut={onSignOut} />
        </div>
      </div>
    </StickyHeader>
  );
}
