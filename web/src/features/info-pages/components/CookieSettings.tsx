import { useState } from 'react';
import { Button, useToast } from '@cinevia/ui';
import type { CookieCategory, CookiePageContent } from '../content/cookiePreferences';
import { readCookieChoices, saveCookieChoices, type CookieChoices } from '../utils/cookieChoices';
import { Switch } from './Switch';
import styles from './CookieSettings.module.css';

/** A switch per cookie type (essential always on) and Save Preferences, which keeps the choice on this browser. */
export function CookieSettings({ content }: { content: CookiePageContent }) {
  const { toast } = useToast();
  const [choices, setChoices] = useState<CookieChoices>(() => readCookieChoices(window.localStorage));

  function save() {
    try {
      saveCookieChoices(window.localStorage, choices);
    } catch (error) {
      console.error('Could not save cookie preferences', error);
      toast({ title: 'Error', description: content.saveFailed, variant: 'destructive' });
      return;
    }
    toast(content.saved);
  }

  return (
    <div className={styles.settings}>
      <ul className={styles.list}>
        {content.categories.map((category) => (
          <CategoryRow
            key={category.id}
            category={category}
            alwaysOnLabel={content.alwaysOnLabel}
            checked={category.id === 'essential' ? true : choices[category.id]}
            onChange={(checked) => {
              if (category.id !== 'essential') setChoices((current) => ({ ...current, [category.id]: checked }));
            }}
          />
        ))}
      </ul>
      <Button size="lg" onClick={save} className={styles.save}>
        {content.save}
      </Button>
    </div>
  );
}

type CategoryRowProps = {
  category: CookieCategory;
  alwaysOnLabel: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

function CategoryRow({ category, alwaysOnLabel, checked, onChange }: CategoryRowProps) {
  const nameId = `cookie-${category.id}-name`;
  const descriptionId = `cookie-${category.id}-description`;
  return (
    <li className={styles.row}>
      <div className={styles.text}>
        <h3 id={nameId} className={styles.name}>
          {category.name}
        </h3>
        <p id={descriptionId} className={styles.description}>
          {category.description}
        </p>
      </div>
      <div className={styles.control}>
        {category.alwaysOn && <span className={styles.alwaysOn}>{alwaysOnLabel}</span>}
        <Switch
          checked={checked}
          disabled={category.alwaysOn}
          onCheckedChange={onChange}
          labelledBy={nameId}
          describedBy={descriptionId}
        />
      </div>
    </li>
  );
}
