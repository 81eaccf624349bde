import type { SVGProps } from 'react';
import type { AchievementId } from '@/lib/gamification';
import { StrokeIcon } from '../../ui/Icon';

// Stroke icons on a 24-unit grid, one per achievement plus the trophy and the two states; drawn
// as SVG so they look the same on every system (no emoji font).
const paths: Record<AchievementId | 'trophy' | 'locked' | 'unlocked', string> = {
  welcome: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  explore_studio: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01',
  check_services: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  visit_booking: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  listen_podcast: 'M4 15v-3a8 8 0 0 1 16 0v3M4 14h3v6H4zM17 14h3v6h-3z',
  complete_booking: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M9 15.5l2 2 4-4',
  share_podcast:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  contact_us: 'M3 5h18v14H3zM3 6l9 7 9-7',
  chat_assistant: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  trophy: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3',
  locked: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  unlocked: 'M5 12l5 5L20 7',
};

export type AchievementIconName = keyof typeof paths;

type AchievementIconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & {
  name: AchievementIconName;
  size?: number;
};

/** A decorative icon (hidden from assistive technology: the text next to it says the same). */
export function AchievementIcon({ name, size = 24, ...rest }: AchievementIconProps) {
  return <StrokeIcon d={paths[name]} size={size} {...rest} />;
}
