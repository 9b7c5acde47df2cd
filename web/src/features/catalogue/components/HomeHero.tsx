import { Suspense, useRef, useState, type ReactNode } from 'react';
import { seriesLength } from '@cinevia/proto';
import { Button, ButtonLink, InfoIcon, PlayIcon } from '@cinevia/ui';
import { lazyPage } from '../../../routing/lazyPage';
import type { VideoSummary } from '../api/videoSummary';
import { FilmFacts } from './FilmFacts';
import { MaturityBadge } from './MaturityBadge';
import { VideoArtwork } from './VideoArtwork';
import styles from './HomeHero.module.css';
import { graphql } from '../../../__generated__';
import type { HomeHero_QueryFragment, SeriesSummaryFieldsFragment } from '../../../__generated__/graphql';

/**
 * Radix's dialog (about 15 KB) loads apart from the home page, which draws no dialog at first: as
 * the pointer or focus reaches More Info, or at the latest when it is pressed.
 */
const VideoDetailsDialog = lazyPage(() => import('./VideoDetailsDialog').then((module) => module.VideoDetailsDialog));
const preloadDetailsDialog = () => void VideoDetailsDialog.preload().catch(() => undefined);

/**
 * What the hero leads with: a film (its More Info dialog shows what the hero does) or a series
 * (More Info opens its page).
 */
export type HomeHeroTitle =
  { kind: 'film'; video: VideoSummary } | { kind: 'series'; series: SeriesSummaryFieldsFragment };

/**
 * The home page's lead title: the newest featured film or series or, when nothing is featured, the
 * first film of the first row. A fragment on the query root, so the page's own query and the
 * gateway's drawing of the hero in the page (web/src/memberShell/homeShell.tsx) ask for the same.
 */
export const HOME_HERO_QUERY = graphql(`
  fragment HomeHero_query on Query {
    featuredVideos(first: 1) {
      ...VideoSummary_video
      createdAt
    }
    featuredSeries(first: 1) {
      ...SeriesSummaryFields
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

/** The title the hero shows, if the catalogue has any. */
export function heroTitleOf(data: HomeHeroData): HomeHeroTitle | undefined {
  const [film] = data.featuredVideos;
  const [series] = data.featuredSeries;
  // Both are ISO 8601 times, which order as text.
  if (series && !(film && film.createdAt > series.createdAt)) return { kind: 'series', series };
  const video = film ?? data.heroFallback.rows[0]?.videos.videos[0];
  return video && { kind: 'film', video };
}

/** The full-screen feature at the top of the home page: one film or series, Play and More Info. */
export function HomeHero({ title }: { title: HomeHeroTitle }) {
  return title.kind === 'film' ? <FilmHero video={title.video} /> : <SeriesHero series={title.series} />;
}

/** A series: Play starts where the profile is in it (/series/:id/play), More Info opens its page. */
function SeriesHero({ series }: { series: SeriesSummaryFieldsFragment }) {
  const seriesPath = `/series/${encodeURIComponent(series.id)}`;
  return (
    <HeroFrame
      artworkUrl={series.artworkUrl}
      title={series.title}
      eyebrow="Featured series"
      facts={
        <p className={styles.facts}>
          <span>
            <MaturityBadge rating={series.maturityRating} />
          </span>
          <span>{seriesLength(series)}</span>
          <span>{series.genre}</span>
        </p>
      }
      description={series.description}
    >
      <ButtonLink to={`${seriesPath}/play`} size="lg">
        <PlayIcon width={20} height={20} />
        Play
      </ButtonLink>
      <ButtonLink to={seriesPath} size="lg" variant="secondary">
        <InfoIcon />
        More Info
      </ButtonLink>
    </HeroFrame>
  );
}

function HeroFrame(props: {
  artworkUrl: string;
  title: string;
  eyebrow: string;
  facts: ReactNode;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <VideoArtwork
        src={props.artworkUrl}
        title={props.title}
        className={styles.backdrop}
        showInitials={false}
        priority
        sizes="100vw"
      />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{props.eyebrow}</p>
        <h1 id="hero-title" className={styles.title}>
          {props.title}
        </h1>
        {props.facts}
        {props.description && <p className={styles.description}>{props.description}</p>}
        <div className={styles.actions}>{props.children}</div>
      </div>
    </section>
  );
}

/** A film: Play plays it, More Info opens its dialog. */
function FilmHero({ video }: { video: VideoSummary }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  // Drawn from its first opening on, so it can close with its animation and give focus back.
  const [detailsDrawn, setDetailsDrawn] = useState(false);
  const moreInfo = useRef<HTMLButtonElement>(null);
  return (
    <HeroFrame
      artworkUrl={video.thumbnailUrl}
      title={video.title}
      eyebrow="Featured"
      facts={<FilmFacts video={video} className={styles.facts} />}
      description={video.description}
    >
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
    </HeroFrame>
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
