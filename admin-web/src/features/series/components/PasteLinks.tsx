import { useId, useState } from 'react';
import { Button, TextAreaField } from '@cinevia/ui';
import { parsePastedLinks, refusedLineMessage, type RefusedLine } from '../utils/pastedLinks';
import styles from './SeriesDialog.module.css';

type PasteLinksProps = {
  /** 'Season 2', for the field's label. */
  seasonName: string;
  /** Adds one episode per YouTube id, in order. */
  onAdd: (youtubeIds: string[]) => void;
};

/**
 * Several episodes at once: one YouTube link a line. The good lines become episodes; the refused
 * ones stay in the box, each named, to be mended or cleared.
 */
export function PasteLinks({ seasonName, onAdd }: PasteLinksProps) {
  const [pasted, setPasted] = useState('');
  const [refused, setRefused] = useState<RefusedLine[]>([]);
  const messagesId = useId();

  function addEpisodes() {
    const { youtubeIds, refused: badLines } = parsePastedLinks(pasted);
    if (youtubeIds.length > 0) onAdd(youtubeIds);
    setRefused(badLines);
    setPasted(badLines.map((line) => line.text).join('\n'));
  }

  return (
    <div className={styles.paste}>
      <TextAreaField
        label={`Paste links for ${seasonName}`}
        hint="One YouTube link a line; each becomes an episode"
        rows={3}
        spellCheck={false}
        value={pasted}
        aria-describedby={refused.length > 0 ? messagesId : undefined}
        onChange={(event) => {
          setPasted(event.target.value);
          // A cleared box has nothing left to mend.
          if (event.target.value.trim() === '') setRefused([]);
        }}
      />
      {refused.length > 0 && (
        <ul id={messagesId} role="alert" className={styles.refused}>
          {refused.map((line) => (
            <li key={line.line}>{refusedLineMessage(line)}</li>
          ))}
        </ul>
      )}
      <Button variant="secondary" disabled={pasted.trim() === ''} onClick={addEpisodes}>
        Add Episodes from Links
      </Button>
    </div>
  );
}
