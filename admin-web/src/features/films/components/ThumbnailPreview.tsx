import { useState } from 'react';
import { youTubeThumbnail } from '@cinevia/proto';
import { FilmIcon } from '@cinevia/ui';
import styles from './ThumbnailPreview.module.css';

type Status = 'loading' | 'loaded' | 'failed';

/**
 * The thumbnail the server will derive from the link. The image stays hidden until it has loaded,
 * so an unreachable host shows a neutral placeholder rather than a broken-image icon.
 */
export function ThumbnailPreview({ youtubeId }: { youtubeId: string | null }) {
  return (
    <figure className={styles.preview}>
      {/* A new id starts a fresh load, with its own status. */}
      <Frame key={youtubeId ?? ''} youtubeId={youtubeId} />
      <figcaption className={styles.caption}>
        <span>Thumbnail will be auto-generated from YouTube ID</span>
        {youtubeId ? (
          <span className={styles.videoId}>
            Video ID: <code>{youtubeId}</code>
          </span>
        ) : (
          <span className={styles.muted}>Paste a link to see it here.</span>
        )}
      </figcaption>
    </figure>
  );
}

function Frame({ youtubeId }: { youtubeId: string | null }) {
  const [status, setStatus] = useState<Status>('loading');
  const placeholder = !youtubeId ? 'No video yet' : status === 'failed' ? 'Preview unavailable' : 'Loading preview…';
  return (
    <div className={styles.frame}>
      {status !== 'loaded' && (
        <div className={styles.placeholder}>
          <FilmIcon width={22} height={22} />
          <span>{placeholder}</span>
        </div>
      )}
      {youtubeId && status !== 'failed' && (
        <img
          src={youTubeThumbnail(youtubeId)}
          alt="Thumbnail preview"
          className={status === 'loaded' ? styles.image : styles.pending}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      )}
    </div>
  );
}
