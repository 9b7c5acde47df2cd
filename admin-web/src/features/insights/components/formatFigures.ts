const whole = new Intl.NumberFormat('en-US');
const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** Under an hour, two significant digits: ten seconds are 0.0028 hours, not 0. */
const fewHours = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatCount = (value: number) => whole.format(value);
export const formatHours = (value: number) => (value < 1 ? fewHours : hours).format(value);
export const formatRate = (value: number) => percent.format(value);
/** A UTC day (YYYY-MM-DD) as "Nov 28". */
export const formatDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
