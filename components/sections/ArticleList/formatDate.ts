const ukDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** "14 September 2026" */
export function formatDate(iso: string): string {
  return ukDate.format(new Date(iso));
}
