import type { RefObject } from 'react';
import {
  ButtonLink,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Facts,
  PlayIcon,
  type Fact,
} from '@cinevia/ui';
import { RatingButtons } from '../../ratings';
import type { VideoSummary } from '../api/videoSummary';
import { formatRating } from '../utils/videoFacts';
import { VideoArtwork } from './VideoArtwork';
import styles from './VideoDetailsDialog.module.css';

type VideoDetailsDialogProps = {
  video: VideoSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, given focus back on close (Radix does so only for its own trigger). */
  opener: RefObject<HTMLButtonElement | null>;
};

/**
 * The hero's More Info: the film's description and facts, Play (spec section 2), and the thumbs. Opened by the
 * hero's button, which it returns focus to on close; its code loads apart from the home page.
 */
export function VideoDetailsDialog({ video, open, onOpenChange, opener }: VideoDetailsDialogProps) {
  const facts: Fact[] = [
    ['Year', video.year ?? 'Not given'],
    ['Duration', video.duration || 'Not given'],
    ['Rating', formatRating(video.rating) ?? 'Not given'],
    ['Maturity rating', video.maturityRating],
    ['Genre', video.genre || 'Not given'],
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
          <Facts facts={facts} className={styles.facts} />
          <DialogDescription className={styles.description}>
            {video.description || 'No description yet.'}
          </DialogDescription>
          <div className={styles.actions}>
            <ButtonLink to={`/watch/${encodeURIComponent(video.id)}`} size="lg">
              <PlayIcon width={18} height={18} />
              Play
            </ButtonLink>
          </div>
          <RatingButtons title={video} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
