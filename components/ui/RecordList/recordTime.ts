// Back-office records show when they happened in the studio's own time zone.
const recordTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

export function formatRecordTime(date: Date): string {
  return recordTimeFormat.format(date);
}
