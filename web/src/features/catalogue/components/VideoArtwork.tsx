import { useState, type CSSProperties } from 'react';
import { titleHue, titleInitials } from '../utils/titleInitials';
import styles from './VideoArtwork.module.css';

type VideoArtworkProps = {
  src: string;
  title: string;
  className?: string;
  /** Large initials on the placeholder; off for backdrops, where the title is written on top. */
  showInitials?: boolean;
  /** Eager for what is on screen at once (the hero, the first row), lazy for rows further down. */
  loading?: 'lazy' | 'eager';
  /** The page's largest image (the hero): fetched before anything else that can wait. */
  priority?: boolean;
  /** How wide the image is drawn, for the browser to pick from the host's sizes. */
  sizes?: string;
};

/** The video host serves every thumbnail at 320 and 480 px wide under these names. */
const HOST_THUMBNAIL = /\/hqdefault\.jpg$/;

function sourceSet(src: string): string | undefined {
  if (!HOST_THUMBNAIL.test(src)) return undefined;
  return `${src.replace(HOST_THUMBNAIL, '/mqdefault.jpg')} 320w, ${src} 480w`;
}

/**
 * A film's thumbnail over a coloured placeholder with its initials. The placeholder shows until
 * the image has loaded and stays if it never does (the video host may be unreachable), so a
 * broken-image icon never appears. The image is decorative: the title is always written nearby.
 */
export function VideoArtwork({
  src,
  title,
  className,
  showInitials = true,
  loading = 'lazy',
  priority = false,
  sizes,
}: VideoArtworkProps) {
  // Remembering which address loaded or failed resets the state when the same card shows another film.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const loaded = loadedSrc === src;
  const failed = !src || failedSrc === src;
  const style = { '--hue': titleHue(title) } as CSSProperties;
  return (
    <div className={[styles.artwork, className].filter(Boolean).join(' ')} style={style}>
      {showInitials && !loaded && (
        <span className={styles.initials} aria-hidden="true">
          {titleInitials(title)}
        </span>
      )}
      {!failed && (
        <img
          src={src}
          srcSet={sizes ? sourceSet(src) : undefined}
          sizes={sizes}
          alt=""
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={loaded ? `${styles.image} ${styles.loaded}` : styles.image}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}
