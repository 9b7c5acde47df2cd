import type { RefObject } from 'react';
import { ButtonLink, Dialog, DialogContent, DialogDescription, DialogTitle, PlayIcon } from '@cinevia/ui';
import type { VideoDetailsDialogVideo } from '../api/videoDetailsDialogVideo';
import { formatRating } from '../utils/videoFacts';
import { VideoArtwork } from './VideoArtwork';
import styles from './VideoDetailsDialog.module.css';

type VideoDetailsDialogProps = {
  video: VideoDetailsDialogVideo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, given focus back on close (Radix does so only for its own trigger). */
  opener: RefObject<HTMLButtonElement | null>;
};

/**
 * The hero's More Info: the film's description and facts, and Play (spec section 2). Opened by the
 * hero's button, which it returns focus to on close; its code loads apart from the home page.
 */
export function VideoDetailsDialog({ video, open, onOpenChange, opener }: VideoDetailsDialogProps) {
  const facts: [string, string | null][] = [
    ['Year', video.year === null ? null : String(video.year)],
    ['Duration', video.duration || null],
    ['Rating', formatRating(video.rating)],
    ['Genre', video.genre || null],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        flush
        closeButton
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <VideoArtwork src={video.thumbnailUrl} title={video.title} className={styles.artwork} loading="eager" />
        <div className={styles.body}>
          <DialogTitle className={styles.title}>{video.title}</DialogTitle>
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value ?? 'Not given'}</dd>
              </div>
            ))}
          </dl>
          <DialogDescription className={styles.description}>
            {video.description || 'No description yet.'}
          </DialogDescription>
          <div className={styles.actions}>
            <ButtonLink to={`/watch/${encodeURIComponent(video.id)}`} size="lg">
              <PlayIcon width={18} height={18} />
              Play
            </ButtonLink>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
