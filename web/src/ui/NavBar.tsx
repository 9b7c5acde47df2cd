import { Link, NavLink } from 'react-router-dom';
import { Brand } from './Brand';
import { SearchToggle } from './SearchToggle';
import { UserMenu, type Member } from './UserMenu';
import styles from './NavBar.module.css';

type NavBarProps = {
  member: Member;
  onSignOut: () => void;
  onSearchChange: (query: string) => void;
};

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/** The signed-in members' navigation (spec section 2). */
export function NavBar({ member, onSignOut, onSearchChange }: NavBarProps) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.brand}>
          <Brand />
        </div>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.list}>
            <li>
              <NavLink to="/" end className={navLinkClass}>
                Home
              </NavLink>
            </li>
            <li>
              <Link to="/#movies" className={styles.link}>
                Movies
              </Link>
            </li>
            <li>
              <Link to="/#tv-shows" className={styles.link}>
                TV Shows
              </Link>
            </li>
            <li>
              <NavLink to="/categories" className={navLinkClass}>
                Categories
              </NavLink>
            </li>
            <li>
              <NavLink to="/create-film" className={navLinkClass}>
                Create Film
              </NavLink>
            </li>
            <li>
              <NavLink to="/watchlist" className={navLinkClass}>
                My List
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <SearchToggle onQueryChange={onSearchChange} />
          <UserMenu member={member} onSignOut={onSignOut} />
        </div>
      </div>
    </header>
  );
}
