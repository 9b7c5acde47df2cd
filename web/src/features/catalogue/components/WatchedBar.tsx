import styles from './WatchedBar.module.css';

/** How much of it the place says was watched, in whole percent; null without a duration to measure by. */
export const watchedPercent = (mark: { progress: number; duration: number }): number | null =>
  mark.duration > 0 ? Math.round((mark.progress / mark.duration) * 100) : null;

/** How much of a film or an episode the profile has watched: a bar along the foot of its thumbnail. */
export function WatchedBar({ percent }: { percent: number }) {
  const shown = Math.min(Math.max(percent, 0), 100);
  return (
    <div
      role="progressbar"
      aria-label="Watched"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-valuetext={`${percent}% watched`}
      className={styles.watched}
    >
      <div className={styles.fill} style={{ width: `${shown}%` }} />
    </div>
  );
}
