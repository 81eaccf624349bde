'use client';
// The client-component NextStudio does not inject core.sanity-cdn.com/bridge.js (next-sanity/studio does).
import { NextStudio } from 'next-sanity/studio/client-component';
import config from '@/sanity.config';

export function Studio() {
  return <NextStudio config={config} />;
}
