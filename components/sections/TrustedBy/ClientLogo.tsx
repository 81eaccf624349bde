import { SanityImage, type SanityImageValue } from '@/components/media/SanityImage';
import * as styles from './TrustedBy.css';

/** A brand logo with its name as a tooltip; the name shows as text when the image fails. */
export function ClientLogo({ name, logo }: { name: string; logo: SanityImageValue }) {
  const nameText = <span className={styles.logoName}>{name}</span>;
  return (
    <li className={styles.logo} data-testid="client-logo">
      {logo?.asset ? (
        <SanityImage
          image={logo}
          alt={name}
          sizes="200px"
          className={styles.logoImage}
          placeholder={false}
          fallback={nameText}
        />
      ) : (
        nameText
      )}
      <span className={styles.tooltip} aria-hidden="true">
        {name}
      </span>
    </li>
  );
}
