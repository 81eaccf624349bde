import type { featureIcons } from '@/schemas/objects/featureTile';
import { StrokeIcon } from '../../ui/Icon';

export type FeatureIconName = (typeof featureIcons)[number];

// Stroke icons on a 24-unit grid for the feature tiles editors pick in the Studio.
const paths: Record<FeatureIconName, string> = {
  mic: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3M8 21h8',
  radio: 'M3 9h18v11H3zM7 9l10-5M8 15a2 2 0 1 0 0-.01M14 13h4M14 16h4',
  video: 'M3 6h12v12H3zM15 10l6-3v10l-6-3',
  mobile: 'M7 2h10v20H7zM11 18h2',
  headphones: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H4zM17 14h3v6h-3z',
  camera: 'M3 7h4l2-3h6l2 3h4v13H3zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  sliders: 'M6 3v18M12 3v18M18 3v18M4 8h4M10 15h4M16 10h4',
  light:
    'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  users:
    'M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM21 20v-1a4 4 0 0 0-3-3.9M15.5 4.2a3.5 3.5 0 0 1 0 6.6',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
};

/** A decorative icon for a feature tile; unknown names fall back to the microphone. */
export function FeatureIcon({
  name,
  size = 28,
  className,
}: {
  name?: string | null;
  size?: number;
  className?: string;
}) {
  const d = paths[(name ?? 'mic') as FeatureIconName] ?? paths.mic;
  return <StrokeIcon d={d} size={size} className={className} />;
}
