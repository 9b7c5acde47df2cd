import { Suspense, useRef, useState } from 'react';
import { Button, ButtonLink, InfoIcon, PlayIcon } from '@cinevia/ui';
import { lazyPage } from '../../../routing/lazyPage';
import type { VideoSummary } from '../api/videoSummary';
import { FilmFacts } from './FilmFacts';
import { VideoArtwork } from './VideoArtwork';
import styles from './HomeHero.module.css';
import { graphql } from '../../../__generated__';
import type { HomeHero_QueryFragment } from '../../../__generated__/graphql';

/**
 * Radix's dialog (about 15 KB) loads apart from the home page, which draws no dialog at first: as
 * the pointer or focus reaches More Info, or at the latest when it is pressed.
 */
const VideoDetailsDialog = lazyPage(() => import('./VideoDetailsDialog').then((module) => module.VideoDetailsDialog));
const preloadDetailsDialog = () => void VideoDetailsDialog.preload().catch(() => undefined);

/** The hero shows of its film what its More Info dialog shows. */
export type HomeHeroVideo = VideoSummary;

/**
 * The home page's lead film: the first featured film or, when nothing is featured, the first film
 * of the first row. A fragment on the query root, so the page's own query and the gateway's drawing
 * of the hero in the page (web/src/memberShell/homeShell.tsx) ask for the same.
 */
export const HOME_HERO_QUERY = graphql(`
  fragment HomeHero_query on Query {
    featuredVideos(first: 1) {
      ...VideoSummary_video
    }
    heroFallback: homeRows(first: 1) {
      rows {
        id
        videos(first: 1) {
          videos {
            ...VideoSummary_video
          }
        }
      }
    }
  }
`);

export type HomeHeroData = HomeHero_QueryFragment;

/** The film the hero shows, if the catalogue has any. */
export function heroVideoOf(data: HomeHeroData): HomeHeroVideo | undefined {
  return data.featuredVideos[0] ?? data.heroFallback.rows[0]?.videos.videos[0];
}

/** The full-screen feature at the top of the home page: one film, Play and More Info. */
export function HomeHero({ video }: { video: HomeHeroVideo }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  // Drawn from its first opening on, so it can close with its animation and give focus back.
  const [detailsDrawn, setDetailsDrawn] = useState(false);
  const moreInfo = useRef<HTMLButtonElement>(null);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <VideoArtwork
        src={video.thumbnailUrl}
        title={video.title}
        className={styles.backdrop}
        showInitials={false}
        priority
        sizes="100vw"
      />
      <div className={styles.content}>
        <p className={styles.eyebrow}>Featured</p>
        <h1 id="hero-title" className={styles.title}>
          {video.title}
        </h1>
        <FilmFacts video={video} className={styles.facts} />
        {video.description && <p className={styles.description}>{video.description}</p>}
        <div className={styles.actions}>
          <ButtonLink to={`/watch/${encodeURIComponent(video.id)}`} size="lg">
            <PlayIcon width={20} height={20} />
            Play
          </ButtonLink>
          <Button
            ref={moreInfo}
            size="lg"
            variant="secondary"
            aria-haspopup="dialog"
            aria-expanded={detailsOpen}
            onPointerEnter={preloadDetailsDialog}
            onFocus={preloadDetailsDialog}
            onClick={() => {
              setDetailsDrawn(true);
              setDetailsOpen(true);
            }}
          >
            <InfoIcon />
            More Info
          </Button>
          {detailsDrawn && (
            <Suspense fallback={null}>
              <VideoDetailsDialog video={video} open={detailsOpen} onOpenChange={setDetailsOpen} opener={moreInfo} />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}

/** The hero's shape while the catalogue loads. */
export function HomeHeroSkeleton() {
  return (
    <div className={`${styles.hero} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.content}>
        <div className={styles.skeletonTitle} />
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} />
      </div>
    </div>
  );
}
