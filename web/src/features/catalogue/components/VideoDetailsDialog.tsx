import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { ButtonLink } from '../../../ui/Button';
import { CloseIcon, PlayIcon } from '../../../ui/icons';
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <VideoArtwork src={video.thumbnailUrl} title={video.title} className={styles.artwork} loading="eager" />
          <div className={styles.body}>
            <Dialog.Title className={styles.title}>{video.title}</Dialog.Title>
            <dl className={styles.facts}>
              {facts.map(([label, value]) => (
                <div key={label} className={styles.fact}>
                  <dt>{label}</dt>
                  <dd>{value ?? 'Not given'}</dd>
                </div>
              ))}
            </dl>
            <Dialog.Description className={styles.description}>
              {video.description || 'No description yet.'}
            </Dialog.Description>
            <div className={styles.actions}>
              <ButtonLink to={`/watch/${encodeURIComponent(video.id)}`} size="lg">
                <PlayIcon width={18} height={18} />
                Play
              </ButtonLink>
            </div>
          </div>
          <Dialog.Close className={styles.close} aria-label="Close">
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
