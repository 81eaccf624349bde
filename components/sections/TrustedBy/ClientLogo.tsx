'use client';
import { useState } from 'react';
import { SanityImage, type SanityImageValue } from '@/components/media/SanityImage';
import * as styles from './TrustedBy.css';

/** A brand logo with its name as a tooltip; the name shows as text when the image fails. */
export function ClientLogo({ name, logo }: { name: string; logo: SanityImageValue }) {
  const [failed, setFailed] = useState(!logo?.asset);
  return (
    <li className={styles.logo} data-testid="client-logo">
      {failed ? (
        <span className={styles.logoName}>{name}</span>
      ) : (
        <SanityImage
          image={logo}
          alt={name}
          sizes="200px"
          className={styles.logoImage}
          onError={() => setFailed(true)}
        />
      )}
      <span className={styles.tooltip} aria-hidden="true">
        {name}
      </span>
    </li>
  );
}
