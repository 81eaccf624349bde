import { PortableText, type PortableTextComponents } from '@portabletext/react';
import Link from 'next/link';
import { SanityImage, type SanityImageValue } from '@/components/media/SanityImage';
import type { PortableText as PortableTextValue } from '@/lib/content/sanity.types';
import * as styles from './RichText.css';

const components: PortableTextComponents = {
  block: {
    h2: ({ children }) => <h2 className={styles.h2}>{children}</h2>,
    h3: ({ children }) => <h3 className={styles.h3}>{children}</h3>,
    blockquote: ({ children }) => <blockquote className={styles.quote}>{children}</blockquote>,
  },
  marks: {
    link: ({ value, children }) => {
      const href = (value as { href?: string } | undefined)?.href ?? '#';
      return /^https?:\/\//.test(href) ? (
        <a href={href} rel="noopener noreferrer" target="_blank" className={styles.link}>
          {children}
        </a>
      ) : (
        <Link href={href} className={styles.link}>
          {children}
        </Link>
      );
    },
  },
  types: {
    figure: ({ value }: { value: SanityImageValue & { caption?: string } }) => (
      <figure className={styles.figure}>
        <SanityImage
          image={value}
          sizes="(max-width: 800px) 100vw, 720px"
          className={styles.image}
        />
        {value?.caption && <figcaption className={styles.caption}>{value.caption}</figcaption>}
      </figure>
    ),
  },
};

/** Portable Text from the Studio as accessible HTML (headings, lists, links, figures). */
export function PortableTextBody({ value }: { value: PortableTextValue }) {
  return (
    <div className={styles.prose}>
      <PortableText value={value} components={components} />
    </div>
  );
}
