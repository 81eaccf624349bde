'use client';

import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '@/.scripts/deferred-scripts.mjs';

/**
 * Marks the document once React has hydrated the site shell. Its scripts wait for the first paint
 * (.scripts/deferred-scripts.mjs), often until after the load event, so "loaded" no longer means
 * "interactive": the browser tests wait for this mark before they press anything.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
