'use client';

import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '@/server/contract.mjs';

/**
 * Marks the document once React has hydrated the site shell. Its scripts wait for the first paint
 * (server/steps/deferred-scripts.mjs), often until after the load event, so "loaded" no longer means
 * "interactive": the browser tests wait for this mark before they press anything.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
