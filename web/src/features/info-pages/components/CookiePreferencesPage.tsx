import { cookiePreferences } from '../content/cookiePreferences';
import { CookieSettings } from './CookieSettings';
import { InfoPage } from './InfoPage';

export function CookiePreferencesPage() {
  return (
    <InfoPage content={cookiePreferences} slots={{ 'your-choices': <CookieSettings content={cookiePreferences} /> }} />
  );
}
