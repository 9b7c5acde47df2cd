const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO 8601 time as 'Nov 22, 2026, 8:15 AM' in the administrator's time zone; a dash when unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? dateTime.format(date) : '—';
}

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An ISO 8601 time as 'Nov 22, 2026'; a dash when unreadable. */
export function formatDate(iso: string | null | undefined): string {
  const parsed = iso ? new Date(iso) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? date.format(parsed) : '—';
}
