'use client';
import { useState } from 'react';
import { earnAchievement } from '@/components/gamification/GamificationProvider';
import { Lightbox } from '@/components/media/Lightbox';
import { SanityImage } from '@/components/media/SanityImage';
import type { SectionOf } from '../types';
import * as styles from './StudioGallery.css';

type Studio = SectionOf<'studioGallery'>['studios'][number];

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
              <SanityImage
                image={studio.image}
                alt=""
                sizes="(max-width: 600px) 100vw, (max-width: 1100px) 50vw, 400px"
                aspectRatio={3 / 2}
                className={styles.image}
              />
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
          media: (
            <SanityImage
              image={studio.image}
              sizes="(max-width: 900px) 100vw, 640px"
              className={styles.lightboxImage}
            />
          ),
        }))}
      />
    </>
  );
}
