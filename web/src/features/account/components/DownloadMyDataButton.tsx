import { useState } from 'react';
import { Button } from '@cinevia/ui';
import { useDownloadMyData } from '../api/useDownloadMyData';

/** Download My Data: everything Cinevia holds about the member, as a JSON file. */
export function DownloadMyDataButton() {
  const downloadMyData = useDownloadMyData();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    await downloadMyData();
    setBusy(false);
  }

  return (
    <Button variant="secondary" disabled={busy} onClick={() => void download()}>
      {busy ? 'Preparing...' : 'Download My Data'}
    </Button>
  );
}
