const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** An ISO 8601 time as 'June 5, 2026' in the member's time zone; null when missing or unreadable. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
