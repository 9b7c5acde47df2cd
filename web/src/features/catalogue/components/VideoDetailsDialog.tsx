import { gql } from '@apollo/client';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../ui/Button';
import { CloseIcon, PlayIcon } from '../../../ui/icons';
import { formatRating } from '../utils/videoFacts';
import { VideoArtwork } from './VideoArtwork';
import styles from './VideoDetailsDialog.module.css';

export type VideoDetailsDialogVideo = {
  id: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  year: number | null;
  duration: string;
  rating: string | null;
  genre: string;
};

export const VIDEO_DETAILS_DIALOG_VIDEO = gql`
  fragment VideoDetailsDialog_video on Video {
    id
    title
    description
    thumbnailUrl
    year
    duration
    rating
    genre
  }
`;

type VideoDetailsDialogProps = {
  video: VideoDetailsDialogVideo;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger: ReactNode;
};

/** The hero's More Info: the film's description and facts, and Play (spec section 2). */
export function VideoDetailsDialog({ video, trigger }: VideoDetailsDialogProps) {
  const facts: [string, string | null][] = [
    ['Year', video.year === null ? null : String(video.year)],
    ['Duration', video.duration || null],
    ['Rating', formatRating(video.rating)],
    ['Genre', video.genre || null],
  ];
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
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
