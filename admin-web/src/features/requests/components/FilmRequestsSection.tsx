import { useState } from 'react';
import { FILM_REQUEST_OPTIONS } from '@cinevia/proto';
import { Button, Card, CardHeader, FilmIcon, FilmRequestStatusBadge, LoadingState, PageState } from '@cinevia/ui';
import { useAdminFilmRequests } from '../api/useAdminFilmRequests';
import { optionLabel } from '../utils/optionLabel';
import { formatDate } from '../utils/formatDateTime';
import { FilmRequestDialog } from './FilmRequestDialog';
import pageStyles from '../../../ui/TablePanel.module.css';
import tableStyles from '../../../ui/Table.module.css';
import { PanelLoadError } from '../../../ui/PanelLoadError';
import styles from './FilmRequestsSection.module.css';

/**
 * The /admin card listing commissioned films, newest first, each opening in a dialog. The server
 * sends a page at a time; "Load More" appends the next one.
 */
export function FilmRequestsSection() {
  const { requests, loading, error, retry, hasMore, loadingMore, loadMore } = useAdminFilmRequests();
  // The id, not the request, so the dialog shows the cached request as its status changes.
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const opened = requests?.find((request) => request.id === openId) ?? null;

  function body() {
    if (requests === undefined && loading) {
      return <LoadingState boxed label="Loading film requests" />;
    }
    if (requests === undefined) {
      return <PanelLoadError title="Could not load film requests" error={error} onRetry={retry} />;
    }
    if (requests.length === 0) {
      return (
        <PageState boxed heading="p" icon={<FilmIcon width={28} height={28} />} title="No film requests yet">
          Paid requests from members appear here, newest first.
        </PageState>
      );
    }
    return (
      <div
        className={`${tableStyles.scroller} ${styles.scroller}`}
        role="region"
        aria-label="Film request list"
        tabIndex={0}
      >
        <table className={`${tableStyles.table} ${styles.table}`} aria-labelledby="film-requests-title">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Member</th>
              <th scope="col">Genre</th>
              <th scope="col">Duration</th>
              <th scope="col">Timeline</th>
              <th scope="col">Status</th>
              <th scope="col">Paid at</th>
              <th scope="col" className={tableStyles.actionsHeader}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => (
              <tr key={request.id}>
                <th scope="row">{request.title}</th>
                <td className={styles.member}>{request.member.email}</td>
                <td>{optionLabel(FILM_REQUEST_OPTIONS.genre, request.genre)}</td>
                <td className={styles.wrap}>{optionLabel(FILM_REQUEST_OPTIONS.duration, request.duration)}</td>
                <td>{optionLabel(FILM_REQUEST_OPTIONS.timeline, request.timeline)}</td>
                <td>
                  <FilmRequestStatusBadge status={request.status} />
                </td>
                <td>{formatDate(request.paidAt)}</td>
                <td>
                  <div className={tableStyles.actions}>
                    <Button
                      variant="ghost"
                      className={tableStyles.action}
                      onClick={() => {
                        setOpenId(request.id);
                        setDialogOpen(true);
                      }}
                    >
                      View<span className="visually-hidden"> {request.title}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  function more() {
    if (!requests?.length || !hasMore) return null;
    return (
      <div className={styles.more}>
        <Button variant="secondary" disabled={loadingMore} onClick={loadMore}>
          {loadingMore ? 'Loading...' : 'Load More'}
        </Button>
      </div>
    );
  }

  return (
    <>
      <Card raised className={pageStyles.panel} aria-labelledby="film-requests-title">
        <CardHeader
          title="Film Requests"
          titleId="film-requests-title"
          intro="Custom films members have paid for, newest first"
          className={pageStyles.cardHeader}
        />
        {body()}
        {more()}
      </Card>
      <FilmRequestDialog open={dialogOpen && opened !== null} request={opened} onOpenChange={setDialogOpen} />
    </>
  );
}
