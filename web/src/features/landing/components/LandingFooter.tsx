import { Link } from 'react-router-dom';
import { config, supportPhoneHref } from '../../../config';
import { LanguageSelect } from '../../../ui/LanguageSelect';
import { FOOTER_LINKS } from '../constants/footerLinks';
import styles from './LandingFooter.module.css';

export function LandingFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.phone}>
          Questions? Call <a href={supportPhoneHref}>{config.supportPhone}</a>
        </p>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSelect />
        <p className={styles.country}>United States</p>
        <p className={styles.legal}>
          © {new Date().getFullYear()} {config.companyName}
        </p>
      </div>
    </footer>
  );
}
