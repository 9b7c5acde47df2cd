import { useState } from 'react';
import type { AdminSeriesRow } from '../api/adminSeries';
import { useAdminSeries } from '../api/useAdminSeries';
import { useSeriesWrites } from '../api/useSeriesWrites';
import { SeriesDialog } from './SeriesDialog';
import { SeriesTable } from './SeriesTable';
import { DeleteDialog } from '../../../ui/DeleteDialog';
import { TvIcon } from '../../../ui/icons';
import { TablePanel } from '../../../ui/TablePanel';

/** Which series a dialog is about; kept after closing so the dialog does not change while it goes. */
type DialogState = { open: boolean; series: AdminSeriesRow | null };
const CLOSED: DialogState = { open: false, series: null };

/** /admin's Series section, beside Films: every series, newest first, paged and searchable, with add, edit and delete. */
export function SeriesSection() {
  const [editor, setEditor] = useState<DialogState>(CLOSED);
  const [deletion, setDeletion] = useState<DialogState>(CLOSED);
  const deleteSeries = useSeriesWrites().remove;

  return (
    <>
      <TablePanel
        title="Manage Series"
        id="manage-series-title"
        heading="h2"
        intro="Series with their seasons and episodes"
        addLabel="Add New Series"
        onAdd={() => setEditor({ open: true, series: null })}
        searchLabel="Search series"
        searchPlaceholder="Title"
        noun={['series', 'series']}
        searchHint="Try another title, or fewer words."
        empty={{
          icon: <TvIcon width={28} height={28} />,
          title: 'No series yet',
          text: 'Series you add appear here, newest first, and on the platform right away.',
        }}
        usePage={useAdminSeries}
      >
        {(series, busy) => (
          <SeriesTable
            series={series}
            labelledBy="manage-series-title"
            busy={busy}
            onEdit={(one) => setEditor({ open: true, series: one })}
            onDelete={(one) => setDeletion({ open: true, series: one })}
          />
        )}
      </TablePanel>
      <SeriesDialog
        open={editor.open}
        seriesId={editor.series?.id ?? null}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
      />
      <DeleteDialog
        open={deletion.open}
        onOpenChange={(open) => setDeletion((current) => ({ ...current, open }))}
        title="Delete Series"
        description="Are you sure you want to delete this series? Its episodes leave every member's list and progress. This action cannot be undone."
        item={deletion.series && { name: deletion.series.title, icon: <TvIcon width={18} height={18} /> }}
        onConfirm={async () => {
          if (deletion.series) await deleteSeries(deletion.series.id);
        }}
      />
    </>
  );
}
