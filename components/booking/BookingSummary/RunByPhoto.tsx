import { SanityImage, type SanityImageValue } from '@/components/media/SanityImage';
import * as styles from './BookingSummary.css';

/**
 * The photo of whoever runs the session, for BookingSummary's `runBy`. Server only: imported by the
 * booking's pages from this file, not through the folder's index that the booking page's client
 * code reads.
 */
export function RunByPhoto({ image }: { image: SanityImageValue }) {
  return <SanityImage image={image} alt="" sizes="40px" aspectRatio={1} className={styles.photo} />;
}
