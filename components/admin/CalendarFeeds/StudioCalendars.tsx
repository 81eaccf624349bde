import { SettingsSection } from '@/components/auth/SettingsSection';
import type { CalendarImportState } from '@/lib/calendar/import';
import { FeedPanel } from './FeedPanel';
import { ImportPanel } from './ImportPanel';

type StudioCalendarsProps = {
  studio: { id: string; title: string };
  /** When its feed URL was made; null when it has none. */
  feedIssuedAt: Date | null;
  imported: CalendarImportState | null;
};

/** One studio's calendars on the back office's Calendars page: a region named after the studio. */
export function StudioCalendars({ studio, feedIssuedAt, imported }: StudioCalendarsProps) {
  return (
    <SettingsSection title={studio.title}>
      <FeedPanel studioId={studio.id} studioTitle={studio.title} issuedAt={feedIssuedAt} />
      <ImportPanel studioId={studio.id} studioTitle={studio.title} state={imported} />
    </SettingsSection>
  );
}
