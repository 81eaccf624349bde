'use client';
import { useState, type ReactNode } from 'react';
import { earnAchievement } from '@/components/gamification/GamificationProvider';
import { Lightbox } from '@/components/media/Lightbox';
import type { SectionOf } from '../types';
import * as styles from './StudioGallery.css';

type Studio = Omit<SectionOf<'studioGallery'>['studios'][number], 'image'> & {
  cardImage: ReactNode;
  lightboxImage: ReactNode;
};

/** The studio cards (title and description on hover or focus) and the lightbox they open. */
export function StudioGalleryGrid({ studios }: { studios: Studio[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <>
      <ul className={styles.grid}>
        {studios.map((studio, index) => (
          <li key={studio._id} className={styles.item}>
            <button
              type="button"
              className={styles.card}
              aria-haspopup="dialog"
              aria-labelledby={`studio-${studio._id}`}
              aria-describedby={`studio-${studio._id}-description`}
              onClick={() => setOpenIndex(index)}
            >
              {studio.cardImage}
              <span className={styles.overlay}>
                <span id={`studio-${studio._id}`} className={styles.title}>
                  {studio.title}
                </span>
                <span id={`studio-${studio._id}-description`} className={styles.description}>
                  {studio.description}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        label="Studio details"
        index={openIndex}
        onIndexChange={setOpenIndex}
        onOpen={() => earnAchievement('explore_studio')}
        items={studios.map((studio) => ({
          key: studio._id,
          title: studio.title,
          description: studio.description,
          features: studio.features,
          media: studio.lightboxImage,
        }))}
      />
    </>
  );
}
