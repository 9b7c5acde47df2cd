import type { AdminSeriesDetailQuery, SeriesSummaryFieldsFragment } from '../../../__generated__/graphql';

/** A series as a row of the table shows it: its facts and size. */
export type AdminSeriesRow = SeriesSummaryFieldsFragment;

/** A series whole, as the edit dialog starts from it. */
export type AdminSeriesDetail = NonNullable<AdminSeriesDetailQuery['adminSeriesById']>;
