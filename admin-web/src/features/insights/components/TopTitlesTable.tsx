import { useState } from 'react';
import type { AdminInsightsQuery } from '../../../__generated__/graphql';
import tableStyles from '../../../ui/Table.module.css';
import { formatCount, formatHours, formatRate } from './formatFigures';
import styles from './InsightsPage.module.css';

type TopTitle = AdminInsightsQuery['insights']['topTitles'][number];
type Figure = Exclude<keyof TopTitle, 'videoId' | 'title' | '__typename'>;

const COLUMNS: readonly { figure: Figure; label: string; format: (value: number) => string }[] = [
  { figure: 'plays', label: 'Plays', format: formatCount },
  { figure: 'hoursWatched', label: 'Hours', format: formatHours },
  { figure: 'completionRate', label: 'Completion', format: formatRate },
  { figure: 'thumbsUp', label: 'Thumbs up', format: formatCount },
  { figure: 'loves', label: 'Loves', format: formatCount },
  { figure: 'thumbsDown', label: 'Not for me', format: formatCount },
];

/** The period's most played titles, sorted by the figure whose heading was chosen (most first, again: least). */
export function TopTitlesTable({ titles }: { titles: readonly TopTitle[] }) {
  const [sort, setSort] = useState<{ figure: Figure; descending: boolean }>({ figure: 'plays', descending: true });
  const sorted = [...titles].sort((a, b) => {
    const difference = a[sort.figure] - b[sort.figure];
    return (sort.descending ? -difference : difference) || b.plays - a.plays;
  });

  return (
    <div className={tableStyles.scroller} role="region" aria-label="Top titles" tabIndex={0}>
      <table className={`${tableStyles.table} ${styles.table}`} aria-labelledby="top-titles-title">
        <thead>
          <tr>
            <th scope="col">Title</th>
            {COLUMNS.map(({ figure, label }) => {
              const sorting = sort.figure === figure;
              return (
                <th
                  key={figure}
                  scope="col"
                  className={styles.number}
                  aria-sort={sorting ? (sort.descending ? 'descending' : 'ascending') : undefined}
                >
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => setSort({ figure, descending: sorting ? !sort.descending : true })}
                  >
                    {label}
                    <span aria-hidden="true" className={styles.sortMark}>
                      {sorting ? (sort.descending ? '↓' : '↑') : ''}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((title) => (
            <tr key={title.videoId}>
              <th scope="row">{title.title ?? <span className={styles.gone}>Deleted title</span>}</th>
              {COLUMNS.map(({ figure, format }) => (
                <td key={figure} className={styles.number}>
                  {format(title[figure])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
